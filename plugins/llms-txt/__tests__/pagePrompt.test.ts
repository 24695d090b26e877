import fs from 'node:fs';
import path from 'node:path';
import english from '../../../src/translations/en.json';
import chinese from '../../../src/translations/zh.json';
import { createTranslator } from '../../translations/translator';
import { absoluteMarkdownUrl, chatLink, majorOf, pinnedVersionsText } from '../pagePrompt';
import { exportFileOf } from '../paths';
import { documentedVersions } from '../theme/PageActions/documentedVersions';

function installedVersion(packageName: string): string {
  const file = path.join(__dirname, '../../../node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function promptIn(language: 'en' | 'zh', permalink: string, title: string): string {
  const t = createTranslator({ dictionaries: { en: english, zh: chinese }, userLanguage: language });
  return t('pageActionsMenu.prompt', {
    url: absoluteMarkdownUrl('https://mui.com', permalink),
    title,
    versions: pinnedVersionsText(documentedVersions),
  });
}

describe('the versions a page prompt pins', () => {
  it('are the documented MUI X release and the majors of the installed React and Material UI', () => {
    const expected = `MUI X ${installedVersion('@mui/x-data-grid')}, React ${installedVersion('react').split('.')[0]}, Material UI ${installedVersion('@mui/material').split('.')[0]}`;
    expect(pinnedVersionsText(documentedVersions)).toBe(expected);
    expect(expected).toMatch(/^MUI X 8\.\d+\.\d+, React \d+, Material UI \d+$/);
  });

  it('rejects a version that does not start with a number', () => {
    expect(majorOf('19.3.1')).toBe('19');
    expect(() => majorOf('next')).toThrow('"next" is not a package version');
  });
});

describe('the page prompt', () => {
  it("names the page's Markdown export by its absolute URL and pins the versions, in English", () => {
    const prompt = promptIn('en', '/x/react-data-grid/sorting/', 'Sorting');
    expect(prompt).toBe(
      `Read https://mui.com/x/react-data-grid/sorting.md, the Markdown of the MUI X documentation page "Sorting", so I can ask you questions about it. Answer for ${pinnedVersionsText(documentedVersions)}.`,
    );
  });

  it("names the Chinese page's export under /zh/, in Chinese", () => {
    const prompt = promptIn('zh', '/zh/x/introduction/', '概述');
    expect(prompt).toContain('https://mui.com/zh/x/introduction.md');
    expect(prompt).toContain('“概述”');
    expect(prompt).toContain(pinnedVersionsText(documentedVersions));
    expect(prompt).toMatch(/^请阅读/);
  });

  it("goes into the chat services' addresses percent-encoded as `q`", () => {
    const prompt = 'Read https://mui.com/x/a.md "A" & more';
    expect(chatLink('https://chatgpt.com/', prompt)).toBe(`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(chatLink('https://claude.ai/new', prompt)).toBe(
      'https://claude.ai/new?q=Read%20https%3A%2F%2Fmui.com%2Fx%2Fa.md%20%22A%22%20%26%20more',
    );
    expect(chatLink('http://chat.x-docs.test/?model=a', 'hi')).toBe('http://chat.x-docs.test/?model=a&q=hi');
  });
});

describe('where a locale writes a page export', () => {
  it('drops the locale base URL, since each locale builds into its own folder', () => {
    expect(exportFileOf('/x/react-data-grid/sorting/', '/')).toBe('/x/react-data-grid/sorting.md');
    expect(exportFileOf('/zh/x/react-data-grid/', '/zh/')).toBe('/x/react-data-grid.md');
  });
});
