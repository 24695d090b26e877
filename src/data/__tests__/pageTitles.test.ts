import { corePageTitles } from '../pageTitles';
import { CORE_PAGE_PREFIXES } from '../../lib/corePages';

describe('the core-library page titles in src/data/pageTitles.ts', () => {
  const entries = Object.entries(corePageTitles);

  it('lists pages under each of the six prefixes', () => {
    for (const prefix of CORE_PAGE_PREFIXES) {
      expect(entries.filter(([path]) => path.startsWith(`${prefix}/`)).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('writes paths as lowercase folders without trailing slash', () => {
    const malformed = entries.map(([path]) => path).filter((path) => !/^(\/[a-z0-9-]+){2}$/i.test(path));
    expect(malformed).toEqual([]);
  });

  it('gives every page an English and a Chinese title', () => {
    const untitled = entries.filter(([, title]) => !title.en.trim() || !title.zh.trim()).map(([path]) => path);
    expect(untitled).toEqual([]);
  });
});
