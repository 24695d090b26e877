import path from 'node:path';
import fs from 'node:fs';
import type { Code, Root } from 'mdast';
import remarkCodeFiles from '../remarkCodeFiles';
import { startDemoFileDependencies } from '../demoFileDependencies';

const siteDir = path.resolve(__dirname, '../../..');
const workerFile = 'docs/react-data-grid/demos/export/excelExportWorker.ts';

function codeBlock(meta: string): Root {
  return { type: 'root', children: [{ type: 'code', lang: 'ts', meta, value: '' }] };
}

async function filled(meta: string, pagePath: string): Promise<string> {
  const tree = codeBlock(meta);
  await remarkCodeFiles({ siteDir })(tree, { path: path.join(siteDir, pagePath) });
  return (tree.children[0] as Code).value;
}

describe('a code block that names a file', () => {
  const text = fs.readFileSync(path.join(siteDir, workerFile), 'utf8').trimEnd();

  it("shows the file's text, relative to the page's folder", async () => {
    await expect(
      filled('file=./demos/export/excelExportWorker.ts title="excelExportWorker.ts"', 'docs/react-data-grid/export.mdx'),
    ).resolves.toBe(text);
  });

  it("names the English page's file from a translation, as a <Demo src> does", async () => {
    const translation = 'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/export.mdx';
    await expect(filled('file=./demos/export/excelExportWorker.ts', translation)).resolves.toBe(text);
  });

  it('refuses a file outside the docs', async () => {
    await expect(filled('file=../../package.json', 'docs/react-data-grid/export.mdx')).rejects.toThrow(/outside/);
  });

  it('leaves a code block without a file alone', async () => {
    await expect(filled('title="example.ts"', 'docs/react-data-grid/export.mdx')).resolves.toBe('');
  });

  it("makes the shown file one of the page's files, so that a change to it compiles the page again", async () => {
    const page = path.join(siteDir, 'docs/react-data-grid/export.mdx');
    // remarkDemos, earlier in the page's plugins, starts the page's list.
    const dependencies = startDemoFileDependencies(page);
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'list',
          children: [{ type: 'listItem', children: [{ type: 'code', meta: 'file=./demos/export/excelExportWorker.ts#L1-L2', value: '' }] }],
        },
      ],
    };
    await remarkCodeFiles({ siteDir })(tree, { path: page });
    expect([...dependencies.found]).toEqual([path.join(siteDir, workerFile)]);
  });
});
