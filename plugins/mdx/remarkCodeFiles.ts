/**
 * A page's code block can show a file of the site as it is: ```ts file=./demos/export/excelExportWorker.ts``` is
 * filled with that file's text when the page is built (remark-code-import), so the page cannot drift from the file a
 * demo runs. The path is relative to the folder of the page's demos: a translation names the English page's files,
 * as its `<Demo src>` lines do.
 */
import path from 'node:path';
import { codeImport } from 'remark-code-import';
import type { Root } from 'mdast';
import { demoBaseDir } from './demoBaseDir';

interface VFileLike {
  path?: string;
}

export default function remarkCodeFiles({ siteDir }: { siteDir: string }) {
  const fillCodeBlocks = codeImport({ rootDir: path.join(siteDir, 'docs') });
  return (tree: Root, file: VFileLike) => {
    if (!file.path) return undefined;
    return fillCodeBlocks(tree, { dirname: demoBaseDir(file.path) } as Parameters<typeof fillCodeBlocks>[1]);
  };
}
