/** @jest-environment node */
// In Node's own environment: harfbuzz's and woff2's WebAssembly read Node buffers, which jsdom's realm does not make.
import fs from 'node:fs';
import path from 'node:path';
import { subsetWoff2 } from '../subset';

describe('self-hosted-fonts subsetting', () => {
  it("cuts a variable font to the site's weights: a smaller woff2 file", async () => {
    const file = path.join(
      path.dirname(require.resolve('@fontsource-variable/inter/package.json')),
      'files',
      'inter-latin-wght-normal.woff2',
    );
    const original = fs.readFileSync(file);
    const subset = await subsetWoff2(original, 'U+0000-00FF', [400, 700]);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(original.length * 0.7);
  });
});
