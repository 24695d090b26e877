/**
 * A page's code block can show a file of the site as it is: ```ts file=./demos/export/excelExportWorker.ts``` is
 * filled with that file's text when the page is built (remark-code-import), so the page cannot drift from the file a
 * demo runs. The path is relative to the folder of the page's demos: a translation names the English page's files,
 * as its `<Demo src>` lines do. The files join the page's demo files, so that `npm start` and a cached build compile
 * the page again when one of them changes.
 */
import path from 'node:path';
import { codeImport } from 'remark-code-import';
import type { Code, Root } from 'mdast';
import { demoBaseDir } from '../mdx/demoBaseDir';
import { demoFileDependenciesOf } from './demoFileDependencies';

interface VFileLike {
  path?: string;
}

// The `file=` of a code block's meta, without remark-code-import's line range (`#L3-L7`).
const FILE_META = /(?:^|\s)file=(\S+?)(?:#L\d+(?:-L?\d*)?)?(?=\s|$)/;

type MdastNode = Root | Root['children'][number];

function codeBlocksIn(node: MdastNode): Code[] {
  if (node.type === 'code') return [node];
  return 'children' in node ? (node.children as MdastNode[]).flatMap(codeBlocksIn) : [];
}

function shownFiles(tree: Root, baseDir: string): string[] {
  return codeBlocksIn(tree)
    .flatMap((node) => FILE_META.exec(node.meta ?? '')?.[1] ?? [])
    .map((file) => path.resolve(baseDir, file));
}

export default function remarkCodeFiles({ siteDir }: { siteDir: string }) {
  const fillCodeBlocks = codeImport({ rootDir: path.join(siteDir, 'docs') });
  return (tree: Root, file: VFileLike) => {
    if (!file.path) return undefined;
    const baseDir = demoBaseDir(file.path);
    const dependencies = demoFileDependenciesOf(file.path);
    for (const shown of shownFiles(tree, baseDir)) dependencies?.found.add(shown);
    return fillCodeBlocks(tree, { dirname: baseDir } as Parameters<typeof fillCodeBlocks>[1]);
  };
}
