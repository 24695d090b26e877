import fs from 'node:fs';
import path from 'node:path';
import { pages } from '../../../src/data/pages';
import { assertUniquePathnames, flattenPages, isExternalEntry, isGroupEntry } from '../../../src/lib/pageTree';

const docsDir = path.join(__dirname, '../../../docs');

function docsFileFor(pathname: string): string | undefined {
  const relative = pathname.replace(/^\/x\//, '');
  return [`${relative}.mdx`, `${relative}.md`, `${relative}/index.mdx`, `${relative}/index.md`]
    .map((candidate) => path.join(docsDir, candidate))
    .find((file) => fs.existsSync(file));
}

describe('the navigation tree in src/data/pages.ts', () => {
  it('has no duplicate pathname', () => {
    expect(() => assertUniquePathnames(pages)).not.toThrow();
  });

  it('starts with the external "What\'s new" link', () => {
    expect(pages[0]?.title).toBe("What's new");
    expect(pages[0] && isExternalEntry(pages[0])).toBe(true);
  });

  it('lists the navigation groups in the order of the specification', () => {
    const groups = pages.filter(isGroupEntry).map((entry) => entry.title);
    expect(groups).toEqual([
      'Introduction',
      'Common concepts',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
    ]);
  });

  it.each(flattenPages(pages).filter((entry) => !isGroupEntry(entry) && !isExternalEntry(entry)).map((entry) => [entry.pathname]))(
    'links %s to a real docs file',
    (pathname) => {
      expect(docsFileFor(pathname)).toBeDefined();
    },
  );

  it('gives every entry a title or a subheader', () => {
    for (const entry of flattenPages(pages)) {
      expect(entry.title ?? entry.subheader).toEqual(expect.any(String));
    }
  });
});
