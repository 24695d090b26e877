/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectedOutputOf, transformMdx } from '@site/test/unit/remarkGolden';

jest.setTimeout(60_000);

const plugin = path.join(__dirname, '../remarkDemos.ts');
const page = path.join(__dirname, 'fixtures/demos/page.mdx');
let sourcesDir = '';

beforeEach(() => {
  sourcesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-'));
});

afterEach(() => {
  fs.rmSync(sourcesDir, { recursive: true, force: true });
});

describe('remarkDemos on a page', () => {
  it('turns page.mdx into its .expected.mdx: the demos imported, their previews and sources loaders, Tailwind for the variant', async () => {
    const tailwindStylesheet = path.join(__dirname, '../../../src/css/demo-tailwind.css');
    const output = await transformMdx(plugin, page, { sourcesDir, tailwindStylesheet }, { '<sources>': sourcesDir });
    // A sources module's name ends with a hash of its text, which holds the absolute paths of the demo's own imports.
    expect(output.replace(/(<sources>\/[\w.]+)\.[0-9a-f]{12}\.js/g, '$1.<hash>.js')).toBe(expectedOutputOf(page));
  });
});
