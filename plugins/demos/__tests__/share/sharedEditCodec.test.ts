/**
 * @jest-environment node
 */
// Node has the browser's CompressionStream, DecompressionStream, Blob streams and Response; jsdom has none of them.
import { deflateRawSync } from 'node:zlib';
import { decodeSharedEdit, encodeSharedEdit, type SharedEdit } from '../../theme/Demo/share/sharedEditCodec';
import { toBase64url } from '../../theme/Demo/share/base64url';
import { SHARED_CODE_MAX_CHARS, SHARED_EDIT_MAX_FRAGMENT, sharedEditTarget } from '../../theme/Demo/share/sharedEditHash';
import { demoCodeLinkFromHash } from '../../../../src/lib/preferences';

const edit: SharedEdit = {
  demoName: 'RainfallBars',
  variant: 'JS',
  styling: 'tailwind',
  code: 'export default function Demo() {\n  return <p>降雨量 — “quoted” 🌧️</p>;\n}\n',
};

async function fragmentOf(shared: SharedEdit): Promise<string> {
  const written = await encodeSharedEdit(shared);
  if (!written.ok) throw new Error(`not encoded: ${written.problem}`);
  return written.fragment;
}

/** Code compressed by Node's zlib, in base64url. */
function deflated(input: string | Uint8Array): string {
  return toBase64url(new Uint8Array(deflateRawSync(input)));
}

/** A fragment as the site writes it, around code compressed by hand (`code` given as raw bytes). */
function craftedFragment(code: string, fields: Record<string, string> = {}): string {
  return new URLSearchParams({ 'shared-edit': '1', demo: 'RainfallBars', variant: 'ts', styling: 'system', code, ...fields }).toString();
}

describe('a shared edit in a URL fragment', () => {
  it('comes back as it was: demo, variant, styling and every character of the code', async () => {
    const fragment = await fragmentOf(edit);
    expect(fragment).toMatch(/^shared-edit=1&demo=RainfallBars&variant=js&styling=tailwind&code=[A-Za-z0-9_-]+$/);
    await expect(decodeSharedEdit(`#${fragment}`)).resolves.toEqual({ ok: true, edit });
    await expect(decodeSharedEdit(fragment)).resolves.toEqual({ ok: true, edit });
  });

  it('is compressed: a typical demo takes a fraction of its length', async () => {
    const code = `import * as React from 'react';\n${'const row = { id: 1, name: "Amara Okafor", role: "Engineer" };\n'.repeat(80)}`;
    const fragment = await fragmentOf({ ...edit, code });
    expect(fragment.length).toBeLessThan(code.length / 4);
  });

  it('is never taken for a heading, a demo anchor or a link to a demo’s code variant', async () => {
    const fragment = await fragmentOf({ ...edit, code: 'const file = "x.js";\n'.repeat(20) });
    expect(demoCodeLinkFromHash(`#${fragment}`)).toBeNull();
    expect(sharedEditTarget(`#${fragment}`)).toEqual({ demoName: 'RainfallBars' });
    for (const other of ['#RainfallBars', '#RainfallBars.js', '#RainfallBars.tsx', '#shared-edits', '#shared-edit', '#sorting', '']) {
      expect(sharedEditTarget(other)).toBeNull();
    }
  });

  it('names its demo even when the rest of it cannot be read, so that demo can say so', () => {
    expect(sharedEditTarget('#shared-edit=2&demo=RainfallBars&code=%%%')).toEqual({ demoName: 'RainfallBars' });
    expect(sharedEditTarget('#shared-edit=1&code=abc')).toEqual({ demoName: null });
  });
});

describe('making a link', () => {
  it('refuses code longer than the editor holds', async () => {
    await expect(encodeSharedEdit({ ...edit, code: 'x'.repeat(SHARED_CODE_MAX_CHARS + 1) })).resolves.toEqual({
      ok: false,
      problem: 'codeTooLong',
    });
  });

  it('refuses code that does not compress under the fragment’s cap', async () => {
    // Random letters compress to about three quarters of their length: 50 000 of them pass the 32 000 cap.
    let code = '';
    for (let index = 0; index < 50_000; index += 1) code += String.fromCharCode(33 + Math.floor(Math.random() * 90));
    await expect(encodeSharedEdit({ ...edit, code })).resolves.toEqual({ ok: false, problem: 'tooLong' });
  });
});

describe('reading a fragment that is wrong', () => {
  it('refuses a fragment over the cap before decoding anything', async () => {
    const huge = craftedFragment('A'.repeat(1024 * 1024));
    expect(huge.length).toBeGreaterThan(SHARED_EDIT_MAX_FRAGMENT);
    await expect(decodeSharedEdit(huge)).resolves.toEqual({ ok: false, problem: 'tooLong' });
  });

  it('refuses another version of the format', async () => {
    const fragment = (await fragmentOf(edit)).replace('shared-edit=1', 'shared-edit=2');
    await expect(decodeSharedEdit(fragment)).resolves.toEqual({ ok: false, problem: 'version' });
  });

  it.each([
    ['no demo', { demo: '' }],
    ['an unknown code variant', { variant: 'py' }],
    ['a code variant named like an object property', { variant: 'constructor' }],
    ['an unknown styling', { styling: 'sass' }],
  ])('refuses %s', async (_case, fields) => {
    const code = deflated('export default 1;');
    await expect(decodeSharedEdit(craftedFragment(code, fields))).resolves.toEqual({ ok: false, problem: 'fields' });
  });

  it('refuses a fragment without code', async () => {
    await expect(decodeSharedEdit('shared-edit=1&demo=RainfallBars&variant=ts&styling=system')).resolves.toEqual({
      ok: false,
      problem: 'fields',
    });
  });

  it.each([
    ['characters outside base64url', '<script>alert(1)</script>'],
    ['standard base64 symbols', 'ab+/'],
    ['a length no encoding gives', 'abcde'],
  ])('refuses code with %s', async (_case, code) => {
    await expect(decodeSharedEdit(craftedFragment(code))).resolves.toEqual({ ok: false, problem: 'encoding' });
  });

  it.each([
    ['data that is not deflate', toBase64url(new TextEncoder().encode('<script>window.__sharedRan = true</script>'))],
    ['deflate data cut short', deflated('export default function Demo() { return null; }'.repeat(20)).slice(0, 40)],
    ['bytes that are not UTF-8', deflated(new Uint8Array([0xff, 0xfe, 0xfd]))],
    ['nothing at all', ''],
  ])('refuses %s', async (_case, code) => {
    await expect(decodeSharedEdit(craftedFragment(code))).resolves.toEqual({ ok: false, problem: 'compression' });
  });

  it('stops decompressing a bomb at the cap, quickly', async () => {
    // 100 MB of zeros deflate to about 100 kB; the fifth of it that fits in a fragment expands to some 20 MB.
    const code = deflated(new Uint8Array(100 * 1024 * 1024)).slice(0, 26_000);
    expect(craftedFragment(code).length).toBeLessThan(SHARED_EDIT_MAX_FRAGMENT);
    const started = Date.now();
    await expect(decodeSharedEdit(craftedFragment(code))).resolves.toEqual({ ok: false, problem: 'codeTooLong' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses code over the cap that compresses well', async () => {
    const code = deflated('x'.repeat(SHARED_CODE_MAX_CHARS + 1));
    await expect(decodeSharedEdit(craftedFragment(code))).resolves.toEqual({ ok: false, problem: 'codeTooLong' });
  });

  it('returns script tags in the code as text, to be shown and never run by the decoder', async () => {
    const code = '</script><script>window.__sharedRan = true</script>';
    const fragment = await fragmentOf({ ...edit, code });
    await expect(decodeSharedEdit(fragment)).resolves.toEqual({ ok: true, edit: { ...edit, code } });
  });
});
