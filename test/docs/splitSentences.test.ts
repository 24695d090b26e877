/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsPagesIn } from '../../plugins/mdx/docsPages';

const root = path.resolve(__dirname, '../..');
const PAGE_FOLDERS = ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'];

/** Lines that open a block of their own, after which a blank line is expected. */
const BLOCK_START = /^(#|\||<Demo|import |```|:::|>|-|\*|\d+\.|\{)/;

/**
 * A sentence cut in two by a blank line before inline markup (`… <kbd>Home</kbd> and` / blank / `<kbd>End</kbd> …`):
 * the reader sees two paragraphs, the first one ending mid-sentence.
 */
function splitSentences(source: string): number[] {
  const lines = source.split('\n');
  const found: number[] = [];
  let inFence = false;
  for (let index = 1; index < lines.length - 1; index += 1) {
    const previous = lines[index - 1] ?? '';
    if (previous.startsWith('```')) inFence = !inFence;
    if (inFence || lines[index] !== '') continue;
    const next = lines[index + 1] ?? '';
    const endsMidSentence = previous.trim() !== '' && !BLOCK_START.test(previous) && !/[.:!?)。：！？）]$/.test(previous.trim());
    if (endsMidSentence && /^<(kbd|code|strong|em|a)[\s>]/.test(next)) found.push(index + 1);
  }
  return found;
}

describe('splitSentences', () => {
  it('finds a blank line that cuts a sentence before inline markup', () => {
    expect(splitSentences('Press <kbd>Home</kbd> and\n\n<kbd>End</kbd> to jump.\n')).toEqual([2]);
  });

  it('leaves a paragraph that starts with inline markup after a finished sentence or a list', () => {
    expect(splitSentences('The editor closes.\n\n<kbd>Enter</kbd> keeps working.\n')).toEqual([]);
    expect(splitSentences('1. sets the cell to `Edit`\n\n<kbd>Enter</kbd> keeps working.\n')).toEqual([]);
  });
});

describe('the pages', () => {
  it('never cut a sentence in two with a blank line', () => {
    const pages = PAGE_FOLDERS.flatMap((folder) => docsPagesIn(path.join(root, folder)).map((page) => path.join(folder, page)));
    const cut = pages.flatMap((page) => splitSentences(fs.readFileSync(path.join(root, page), 'utf8')).map((line) => `${page}:${line}`));
    expect(cut).toEqual([]);
  });
});
