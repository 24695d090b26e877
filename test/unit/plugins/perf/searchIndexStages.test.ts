/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import stagedSearchPlugin, { splitIndexFiles, validateOptions } from '@site/plugins/perf/search-index-stages';
import { fullTextFileOf, HEAD_PART_COUNT, splitIndex, type IndexPart } from '@site/plugins/perf/search-index-stages/stagedIndex';

/** An index part as the search plugin writes it, told apart by its one document's title. */
const part = (title: string): IndexPart => ({ documents: [{ i: 1, t: title }], index: { invertedIndex: [[title.toLowerCase()]] } });
const pluginIndex = ['titles', 'headings', 'descriptions', 'keywords', 'full text'].map(part);
const titlesOf = (parts: IndexPart[]) => parts.map((each) => (each.documents[0] as { t: string }).t);

let outDir: string;
beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-stages-'));
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const readParts = (name: string) => JSON.parse(fs.readFileSync(path.join(outDir, name), 'utf8')) as IndexPart[];

describe('search-index-stages', () => {
  it('splits the full text off an index, keeping the parts the first query needs in order', () => {
    const { heads, fullText } = splitIndex(pluginIndex);
    expect(titlesOf(heads)).toEqual(['titles', 'headings', 'descriptions', 'keywords']);
    expect(heads).toHaveLength(HEAD_PART_COUNT);
    expect(titlesOf(fullText)).toEqual(['full text']);
    expect(fullTextFileOf('/zh/search-index.json')).toBe('/zh/search-index.full-text.json');
  });

  it('rewrites each index the plugin wrote as two files, and leaves one already split alone', async () => {
    fs.writeFileSync(path.join(outDir, 'search-index.json'), JSON.stringify(pluginIndex));
    fs.writeFileSync(path.join(outDir, 'search-index-docs.json'), JSON.stringify(pluginIndex));
    await expect(splitIndexFiles(outDir)).resolves.toEqual(expect.arrayContaining(['search-index.json', 'search-index-docs.json']));
    for (const name of ['search-index.json', 'search-index-docs.json']) {
      expect(titlesOf(readParts(name))).toEqual(['titles', 'headings', 'descriptions', 'keywords']);
      expect(titlesOf(readParts(fullTextFileOf(name)))).toEqual(['full text']);
    }
    // A second pass finds nothing more to split and leaves both files as they are.
    await splitIndexFiles(outDir);
    expect(titlesOf(readParts('search-index.json'))).toHaveLength(HEAD_PART_COUNT);
    expect(titlesOf(readParts('search-index.full-text.json'))).toEqual(['full text']);
  });

  it("is the search plugin itself, with the worker swapped in the browser's bundle only", () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-generated-'));
    const context = { baseUrl: '/', generatedFilesDir, siteDir: outDir, siteConfig: { themeConfig: {} } } as unknown as LoadContext;
    const options = validateOptions({ options: { indexBlog: false, language: ['en'] }, validate: normalizePluginOptions as never });
    const plugin = stagedSearchPlugin(context, options);
    expect(plugin.name).toBe('@easyops-cn/docusaurus-search-local');
    const utils = { currentBundler: { name: 'rspack', instance: jest.requireActual('webpack') } } as never;
    const swapsOf = (isServer: boolean) =>
      (plugin.configureWebpack?.({}, isServer, utils, undefined) as { plugins?: { resourceRegExp: RegExp }[] }).plugins ?? [];
    expect(swapsOf(true)).toEqual([]);
    expect(swapsOf(false).map((swap) => swap.resourceRegExp.test('./worker.js'))).toEqual([true]);
    fs.rmSync(generatedFilesDir, { recursive: true, force: true });
  });
});
