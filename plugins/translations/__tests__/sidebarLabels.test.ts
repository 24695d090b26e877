import fs from 'node:fs';
import path from 'node:path';
import { pages } from '../../../src/data/pages';
import { buildSidebar, type SidebarItem } from '../../../src/lib/sidebar';

const translationsFile = path.join(__dirname, '../../../i18n/zh/docusaurus-plugin-content-docs/current.json');

/** The translation keys Docusaurus gives the labels of a sidebar (an item's `key` when it has one, else its label). */
function translationKeys(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') {
      return [`sidebar.docs.category.${item.key}`, ...translationKeys(item.items)];
    }
    if (item.type === 'link') {
      return [`sidebar.docs.link.${item.key ?? item.label}`];
    }
    return item.label === undefined ? [] : [`sidebar.docs.doc.${item.key}`];
  });
}

describe('the Chinese sidebar labels', () => {
  it('translate every entry of the navigation tree', () => {
    const translations = JSON.parse(fs.readFileSync(translationsFile, 'utf8')) as Record<string, { message: string }>;
    // Labels only: any docs id will do.
    const sidebar = buildSidebar(pages, (pathname) => pathname);
    const untranslated = translationKeys(sidebar).filter((key) => !translations[key]?.message.trim());
    // New pages: run `npm run write-translations -- --locale zh`, then translate the new entries of
    // i18n/zh/docusaurus-plugin-content-docs/current.json (they arrive with their English label).
    expect(untranslated).toEqual([]);
  });
});
