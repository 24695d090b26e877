/**
 * @jest-environment node
 */
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import uiTranslationsPlugin, { ENGLISH_DICTIONARY_ALIAS, withEnglishFallback } from '../index';

const siteDir = path.resolve(__dirname, '../../..');

function pluginFor(locale: string) {
  const context = { siteDir, i18n: { currentLocale: locale, defaultLocale: 'en' } } as unknown as LoadContext;
  return uiTranslationsPlugin(context);
}

function englishModuleOf(locale: string): string {
  const configure = pluginFor(locale).configureWebpack as unknown as () => { resolve: { alias: Record<string, string> } };
  return configure().resolve.alias[`${ENGLISH_DICTIONARY_ALIAS}$`] ?? '';
}

describe('the UI dictionary a build ships', () => {
  it('fills what a translation lacks or leaves empty with English, and keeps the rest', () => {
    const english = { 'demo.toolbar.copy': 'Copy', 'demo.toolbar.reset': 'Reset', 'search.placeholder': 'Search' };
    expect(withEnglishFallback(english, { 'demo.toolbar.copy': '复制', 'search.placeholder': '' })).toEqual({
      'demo.toolbar.copy': '复制',
      'demo.toolbar.reset': 'Reset',
      'search.placeholder': 'Search',
    });
  });

  it('gives the Chinese pages one complete dictionary, so they need no English one', async () => {
    const content = (await pluginFor('zh').loadContent?.()) as { dictionary: Record<string, string> };
    const english = (await import('../../../src/translations/en.json')).default as Record<string, string>;
    expect(Object.keys(content.dictionary).sort()).toEqual(Object.keys(english).sort());
    expect(content.dictionary['demo.toolbar.copy']).not.toBe(english['demo.toolbar.copy']);
    expect(englishModuleOf('zh')).toBe(path.join(siteDir, 'plugins/translations/noEnglishDictionary.json'));
  });

  it('bundles English only in the English build, where no dictionary travels as data', async () => {
    expect(englishModuleOf('en')).toBe(path.join(siteDir, 'src/translations/en.json'));
    await expect(pluginFor('en').loadContent?.()).resolves.toEqual({ dictionary: null });
  });
});
