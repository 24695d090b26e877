import React, { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import chinese from '../../../src/translations/zh.json';
import { TranslationsProvider } from '@theme/Translations';
import Heading from '../theme/Heading';
import { TRANSLATION_STATUS_PLUGIN, type SectionChange } from '../shared';
import siteConfig from '@site/test/unit/mocks/docusaurusConfig';
import { mockLocation } from '@site/test/unit/mocks/docusaurusRouter';
import { mockGlobalData } from '@site/test/unit/mocks/globalData';
import { setUiLanguage } from '@site/test/unit/mocks/uiLanguage';

jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to.replace('pathname://', '')}>{children}</a>,
  }),
  { virtual: true },
);

const englishBaseUrl = siteConfig.baseUrl;

function showSorting(sections: SectionChange[]): void {
  mockGlobalData[TRANSLATION_STATUS_PLUGIN] = {
    englishBaseUrl: '/',
    statusPagePath: '/zh/x/translations/',
    translatedPages: {
      '/zh/x/react-data-grid/sorting/': { state: 'outdated', englishDate: '2026-12-03', sourceDate: '2026-11-20', sections },
    },
  };
  render(
    <TranslationsProvider>
      <Heading as="h2" id="sort-model">
        排序模型
      </Heading>
      <p>正文</p>
      <Heading as="h2" id="multi-sorting">
        多列排序
      </Heading>
      <p>正文</p>
    </TranslationsProvider>,
  );
}

beforeEach(() => {
  setUiLanguage('zh', chinese);
  siteConfig.baseUrl = '/zh/';
  mockLocation.pathname = '/zh/x/react-data-grid/sorting/';
});

afterEach(() => {
  setUiLanguage('en', null);
  siteConfig.baseUrl = englishBaseUrl;
  mockLocation.pathname = '/x/introduction/';
  Reflect.deleteProperty(mockGlobalData, TRANSLATION_STATUS_PLUGIN);
});

describe('a heading of an outdated Chinese translation', () => {
  it('flags only the section whose English changed, linking the English section', () => {
    showSorting([{ id: 'multi-sorting', change: 'changed', title: 'Sorting by several columns' }]);
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('本节的英文原文在本译文所依据的版本（2026-11-20）之后有改动。');
    // Under its own heading, not the other one.
    expect(screen.getByRole('heading', { name: '多列排序' }).nextElementSibling).toBe(notes[0]);
    expect(screen.getByRole('link', { name: '阅读英文原文' })).toHaveAttribute('href', '/x/react-data-grid/sorting/#multi-sorting');
  });

  it('says under the section it follows that the English page has a new section', () => {
    showSorting([{ id: 'stable-sorting', change: 'added', title: 'Stable sorting', after: 'sort-model' }]);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('英文页面在本节之后新增了一节：“Stable sorting”。');
    expect(screen.getByRole('heading', { name: '排序模型' }).nextElementSibling).toBe(note);
    expect(screen.getByRole('link', { name: '阅读英文原文' })).toHaveAttribute('href', '/x/react-data-grid/sorting/#stable-sorting');
  });

  it('says a section is gone from the English page', () => {
    showSorting([{ id: 'sort-model', change: 'removed', title: '' }]);
    expect(screen.getByRole('note')).toHaveTextContent('英文页面已不再包含本节。');
  });

  it('shows no note on an up-to-date page or on another page', () => {
    showSorting([]);
    expect(screen.queryByRole('note')).toBeNull();
    mockLocation.pathname = '/zh/x/react-data-grid/filtering/';
    showSorting([{ id: 'multi-sorting', change: 'changed', title: '' }]);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
