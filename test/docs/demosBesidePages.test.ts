/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsPagesIn } from '../../plugins/mdx/docsPages';

const docs = path.resolve(__dirname, '../../docs');

/** The `src` of every `<Demo>` of an English page. */
function demoSourcesOf(page: string): string[] {
  const text = fs.readFileSync(path.join(docs, page), 'utf8');
  return [...text.matchAll(/<Demo\b[^>]*?\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
}

// A page's demos live in a folder beside it, so a section folder (docs/react-data-grid/components/) can be moved or
// deleted with its pages and their demos as one unit.
describe('demos live beside the page that shows them', () => {
  const pages = docsPagesIn(docs).filter((page) => demoSourcesOf(page).length > 0);

  it('finds the pages with demos, nested pages included', () => {
    expect(pages).toEqual(expect.arrayContaining(['react-data-grid/sorting.mdx', 'react-data-grid/components/toolbar.mdx']));
  });

  it.each(pages)('%s', (page) => {
    const outside = demoSourcesOf(page).filter((src) => !src.startsWith('./'));
    expect(outside).toEqual([]);
  });
});
