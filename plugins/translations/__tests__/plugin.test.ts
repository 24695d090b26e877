/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import uiTranslationsPlugin, { UI_MESSAGES_ALIAS, withEnglishFallback, type UiTranslationsData } from '../index';
import english from '../../../src/translations/en.json';

const siteDir = path.resolve(__dirname, '../../..');
const generatedFilesDir = path.join(os.tmpdir(), 'x-docs-ui-translations-test');

function pluginFor(locale: string, dir = siteDir) {
  const context = { siteDir: dir, generatedFilesDir, i18n: { currentLocale: locale, defaultLocale: 'en' } } as unknown as LoadContext;
  return uiTranslationsPlugin(context);
}

/** The namespace modules a build writes, by file name, with what each adds to the page's messages when it runs. */
async function modulesOf(locale: string, dir = siteDir): Promise<Map<string, string>> {
  const plugin = pluginFor(locale, dir);
  const content = (await plugin.loadContent?.()) as UiTranslationsData;
  const written = new Map<string, string>();
  const actions = {
    createData: async (name: string, data: string) => {
      written.set(name, data);
      return name;
    },
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({ content, actions, allContent: {} } as never);
  return written;
}

/** What a generated module passes to `addMessages`, or null when it adds nothing. */
function addedBy(source: string): { language: string; messages: Record<string, string> } | null {
  const call = /addMessages\(("[^"]*"), (\{[\s\S]*\})\);/.exec(source);
  return call ? { language: JSON.parse(call[1] ?? '""') as string, messages: JSON.parse(call[2] ?? '{}') as Record<string, string> } : null;
}

describe('the UI dictionary a build ships', () => {
  it('fills what a translation lacks or leaves empty with English, and keeps the rest', () => {
    const reference = { 'demo.toolbar.copy': 'Copy', 'demo.toolbar.reset': 'Reset', 'search.placeholder': 'Search' };
    expect(withEnglishFallback(reference, { 'demo.toolbar.copy': '复制', 'search.placeholder': '' })).toEqual({
      'demo.toolbar.copy': '复制',
      'demo.toolbar.reset': 'Reset',
      'search.placeholder': 'Search',
    });
  });

  it('writes one module per namespace, each adding that namespace’s messages in the build’s language', async () => {
    const modules = await modulesOf('en');
    const namespaces = [...new Set(Object.keys(english).map((key) => key.split('.')[0]))];
    expect([...modules.keys()].sort()).toEqual(namespaces.map((namespace) => `${namespace}.js`).sort());
    const demo = addedBy(modules.get('demo.js') ?? '');
    expect(demo?.language).toBe('en');
    expect(Object.keys(demo?.messages ?? {}).every((key) => key.startsWith('demo.'))).toBe(true);
    expect(demo?.messages['demo.toolbar.copy']).toBe('Copy');
  });

  it('gives the Chinese pages Chinese, complete with English, and no English dictionary of their own', async () => {
    const modules = await modulesOf('zh');
    const added = [...modules.values()].map(addedBy);
    expect(added.every((module) => module?.language === 'zh')).toBe(true);
    const messages = Object.assign({}, ...added.map((module) => module?.messages)) as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    expect(messages['demo.toolbar.copy']).toBe('复制');
  });

  it('adds nothing for a locale without a dictionary, so its pages say the language is missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const modules = await modulesOf('fr');
    expect([...modules.values()].map(addedBy).every((module) => module === null)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No UI dictionary for "fr"'));
    warn.mockRestore();
  });

  it('points the namespaces’ import path at the folder it writes them to', () => {
    const configure = pluginFor('en').configureWebpack as unknown as () => { resolve: { alias: Record<string, string> } };
    expect(configure().resolve.alias[UI_MESSAGES_ALIAS]).toBe(path.join(generatedFilesDir, 'x-docs-ui-translations', 'default'));
  });

  it('stops the build when the English dictionary, the list of keys, is missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-no-dictionary-'));
    await expect(pluginFor('en', empty).loadContent?.()).rejects.toThrow(/en\.json is missing/);
  });
});
