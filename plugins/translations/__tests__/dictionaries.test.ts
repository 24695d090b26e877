import fs from 'node:fs';
import path from 'node:path';
import english from '../../../src/translations/en.json';
import chinese from '../../../src/translations/zh.json';
import { untranslatedKeys } from '@site/plugins/translations/translator';
import { filesUnder } from '@site/test/unit/filesUnder';

const siteDir = path.resolve(__dirname, '../../..');

function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the UI dictionaries in src/translations/', () => {
  it('uses dotted keys with a non-empty English message each', () => {
    for (const [key, message] of Object.entries(english)) {
      expect(key).toMatch(/^[a-z][a-zA-Z]*(\.[a-zA-Z][a-zA-Z-]*)+$/);
      expect(message.trim()).not.toBe('');
    }
  });

  it('translates every English key into Chinese', () => {
    // A failure lists the keys to add to src/translations/zh.json.
    expect(untranslatedKeys(english, chinese)).toEqual([]);
  });

  it('has no Chinese key that English lacks', () => {
    // A failure lists keys to add to src/translations/en.json (English is the reference) or to remove.
    expect(Object.keys(chinese).filter((key) => !(key in english))).toEqual([]);
  });

  it('keeps the placeholders of each English message in its translation', () => {
    const mismatched = Object.entries(english)
      .filter(([key, message]) => {
        const translated = (chinese as Record<string, string>)[key];
        return translated !== undefined && placeholdersOf(translated).join() !== placeholdersOf(message).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('the Docusaurus translation files in i18n/zh/', () => {
  const files = filesUnder(path.join(siteDir, 'i18n/zh'), (name) => name.endsWith('.json'));

  it('exist for the theme, the navbar, the footer and the sidebar', () => {
    const relative = files.map((file) => path.relative(path.join(siteDir, 'i18n/zh'), file));
    expect(relative).toEqual(
      expect.arrayContaining([
        'code.json',
        'docusaurus-theme-classic/navbar.json',
        'docusaurus-theme-classic/footer.json',
        'docusaurus-plugin-content-docs/current.json',
      ]),
    );
  });

  it.each(files.map((file) => [path.relative(siteDir, file), file]))('%s has a message for every entry', (_name, file) => {
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
    const empty = Object.entries(entries)
      .filter(([, entry]) => typeof entry.message !== 'string' || entry.message.trim() === '')
      .map(([key]) => key);
    // A failure names the entries to translate.
    expect(empty).toEqual([]);
  });
});
