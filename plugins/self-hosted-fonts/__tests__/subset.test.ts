/** @jest-environment node */
// In Node's own environment: harfbuzz's and woff2's WebAssembly read Node buffers, which jsdom's realm does not make.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, DEFAULT_LAYOUT_FEATURES, subsetWoff2 } from '../subset';

const siteDir = path.resolve(__dirname, '../../..');
const interLatin = path.join(
  path.dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files',
  'inter-latin-wght-normal.woff2',
);

/** The feature tags of a TrueType font's GSUB or GPOS table (its FeatureList), read from the file. */
function featureTags(font: Buffer, table: 'GSUB' | 'GPOS'): string[] {
  const tableCount = font.readUInt16BE(4);
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) !== table) continue;
    const start = font.readUInt32BE(record + 8);
    const featureList = start + font.readUInt16BE(start + 6);
    const count = font.readUInt16BE(featureList);
    return Array.from({ length: count }, (_, feature) =>
      font.toString('latin1', featureList + 2 + feature * 6, featureList + 6 + feature * 6),
    );
  }
  return [];
}

const allTags = (font: Buffer) => new Set([...featureTags(font, 'GSUB'), ...featureTags(font, 'GPOS')]);

/** Every file under `dir` whose name matches `name`. */
function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : filesUnder(file, name);
    return name.test(entry.name) ? [file] : [];
  });
}

describe('self-hosted-fonts subsetting', () => {
  it("cuts a variable font to the site's weights: a smaller woff2 file", async () => {
    const original = fs.readFileSync(interLatin);
    const subset = await subsetWoff2(original, 'U+0000-00FF', [400, 700]);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(original.length * 0.7);
  });

  it('keeps the layout features browsers shape text with and drops those only CSS asks for', async () => {
    const original = fs.readFileSync(interLatin);
    const everyFeature = allTags(await subsetFont(original, 'Sample 1/2 text', { targetFormat: 'truetype' }));
    // The served woff2 file, read back as TrueType with every feature it still has.
    const served = await subsetWoff2(original, 'U+0000-00FF', [400, 700]);
    const kept = allTags(await subsetFont(served, charactersOf('U+0000-00FF'), { targetFormat: 'truetype' }));
    // Inter has fractions and proportional figures, which the file no longer carries; kerning and contextual forms stay.
    expect([...everyFeature]).toEqual(expect.arrayContaining(['frac', 'pnum', 'kern', 'calt']));
    expect([...kept]).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']));
    expect([...kept].filter((tag) => !(DEFAULT_LAYOUT_FEATURES as readonly string[]).includes(tag))).toEqual([]);
  });

  it('is safe because the site, its demos and MUI ask for no layout feature by name but the tabular figures it keeps', () => {
    // `tabular-nums` is the kept `tnum`; anything else named would be a feature the files no longer have.
    const keptRequest = /(?:font-variant-numeric|fontVariantNumeric):\s*'?tabular-nums'?/g;
    const asksForFeatures =
      /font-feature-settings|fontFeatureSettings|font-variant-(?:numeric|caps|alternates|ligatures|east-asian|position)|fontVariant(?:Numeric|Caps|Alternates|Ligatures|EastAsian|Position)/;
    const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [siteDir] }));
    const sources = [
      ...filesUnder(path.join(siteDir, 'src'), /\.(css|tsx?)$/),
      ...filesUnder(path.join(siteDir, 'plugins'), /\.(css|tsx?)$/),
      ...filesUnder(path.join(siteDir, 'docs'), /\.(css|[jt]sx?|mdx)$/),
      ...filesUnder(path.join(siteDir, 'i18n'), /\.(css|[jt]sx?|mdx)$/),
      ...['@mui/material', '@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view', 'infima'].flatMap((name) =>
        filesUnder(packageDir(name), /\.(css|m?js)$/),
      ),
    ];
    expect(sources.length).toBeGreaterThan(1000);
    // This test and subset.ts name the properties to say why.
    const explaining = new Set([__filename, path.join(siteDir, 'plugins/self-hosted-fonts/subset.ts')]);
    const asking = sources.filter(
      (file) => !explaining.has(file) && asksForFeatures.test(fs.readFileSync(file, 'utf8').replace(keptRequest, '')),
    );
    expect(asking.map((file) => path.relative(siteDir, file))).toEqual([]);
  });
});
