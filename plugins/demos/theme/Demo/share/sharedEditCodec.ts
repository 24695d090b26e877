/**
 * A shared edit in a URL fragment, both ways: the code compressed with the browser's own `deflate-raw` streams and
 * written in base64url, beside the demo's name, the code variant, the styling variant and a version. Everything read
 * from a fragment comes from outside: each step has a cap, and anything wrong gives a problem, never an exception.
 */
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import { fromBase64url, toBase64url } from './base64url';
import { fragmentOf, SHARED_CODE_MAX_CHARS, SHARED_EDIT_KEY, SHARED_EDIT_MAX_FRAGMENT } from './sharedEditHash';

/** The version of the fragment's format this site writes and reads. */
export const SHARED_EDIT_VERSION = '1';

/** A JavaScript character is at most three bytes of UTF-8, so longer output cannot be code under the cap. */
const SHARED_CODE_MAX_BYTES = 3 * SHARED_CODE_MAX_CHARS;

/** The compressed code goes into the decompressor in slices this long, so its output is checked as it grows. */
const INFLATE_SLICE_BYTES = 512;

export interface SharedEdit {
  demoName: string;
  variant: CodeVariant;
  styling: CodeStyling;
  code: string;
}

/** Why a fragment was not read. */
export type SharedEditProblem =
  /** Made by another version of the format. */
  | 'version'
  /** Longer than SHARED_EDIT_MAX_FRAGMENT. */
  | 'tooLong'
  /** No demo, or no known code variant or styling. */
  | 'fields'
  /** The code is not base64url. */
  | 'encoding'
  /** The compressed code is damaged, cut short, or not text. */
  | 'compression'
  /** The code is longer than SHARED_CODE_MAX_CHARS. */
  | 'codeTooLong';

export type SharedEditReading = { ok: true; edit: SharedEdit } | { ok: false; problem: SharedEditProblem };

export type SharedEditWriting = { ok: true; fragment: string } | { ok: false; problem: 'tooLong' | 'codeTooLong' };

const VARIANTS = new Map<string | null, CodeVariant>([
  ['ts', 'TS'],
  ['js', 'JS'],
]);
const STYLINGS: readonly CodeStyling[] = ['system', 'tailwind', 'css'];

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const compressed = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

/**
 * The decompressed bytes, or `tooLarge` as soon as they pass `maxBytes`: a few kilobytes of crafted deflate data can
 * expand a thousandfold, so the output is counted while it comes and the stream is cancelled at the cap.
 */
async function inflateWithin(bytes: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Uint8Array | 'tooLarge' | 'damaged'> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += INFLATE_SLICE_BYTES) {
      await writer.write(bytes.subarray(at, at + INFLATE_SLICE_BYTES));
    }
    await writer.close();
  })();
  // Its failure is the reader's too (damaged data errors both sides), and cancelling the reader fails it.
  feeding.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return 'tooLarge';
      }
      chunks.push(value);
    }
    await feeding;
  } catch {
    return 'damaged';
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/** The fragment (without `#`) that carries `edit`, or why it cannot: the code or the fragment is too long. */
export async function encodeSharedEdit(edit: SharedEdit): Promise<SharedEditWriting> {
  if (edit.code.length > SHARED_CODE_MAX_CHARS) return { ok: false, problem: 'codeTooLong' };
  const compressed = await deflate(new TextEncoder().encode(edit.code));
  const fragment = new URLSearchParams([
    [SHARED_EDIT_KEY, SHARED_EDIT_VERSION],
    ['demo', edit.demoName],
    ['variant', edit.variant.toLowerCase()],
    ['styling', edit.styling],
    ['code', toBase64url(compressed)],
  ]).toString();
  return fragment.length > SHARED_EDIT_MAX_FRAGMENT ? { ok: false, problem: 'tooLong' } : { ok: true, fragment };
}

/** The edit a hash (with or without `#`) carries, or why it cannot be read. */
export async function decodeSharedEdit(hash: string): Promise<SharedEditReading> {
  const fragment = fragmentOf(hash);
  if (fragment.length > SHARED_EDIT_MAX_FRAGMENT) return { ok: false, problem: 'tooLong' };
  const fields = new URLSearchParams(fragment);
  if (fields.get(SHARED_EDIT_KEY) !== SHARED_EDIT_VERSION) return { ok: false, problem: 'version' };
  const demoName = fields.get('demo');
  const variant = VARIANTS.get(fields.get('variant'));
  const styling = STYLINGS.find((known) => known === fields.get('styling'));
  const encoded = fields.get('code');
  if (!demoName || !variant || !styling || encoded === null) return { ok: false, problem: 'fields' };
  const compressed = fromBase64url(encoded);
  if (!compressed) return { ok: false, problem: 'encoding' };
  const bytes = await inflateWithin(compressed, SHARED_CODE_MAX_BYTES);
  if (bytes === 'tooLarge') return { ok: false, problem: 'codeTooLong' };
  if (bytes === 'damaged') return { ok: false, problem: 'compression' };
  let code: string;
  try {
    code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'compression' };
  }
  if (code.length > SHARED_CODE_MAX_CHARS) return { ok: false, problem: 'codeTooLong' };
  return { ok: true, edit: { demoName, variant, styling, code } };
}
