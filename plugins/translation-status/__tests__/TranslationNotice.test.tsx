import React, { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import chinese from '../../../src/translations/zh.json';
import { TranslationsProvider } from '@theme/Translations';
import TranslationNotice from '../theme/TranslationNotice';
import { TRANSLATION_STATUS_PLUGIN, type TranslationStatusData } from '../shared';
import siteConfig from '@site/test/unit/mocks/docusaurusConfig';
import { mockGlobalData } from '@site/test/unit/mocks/globalData';
import { setUiLanguage } from '@site/test/unit/mocks/uiLanguage';

const mockDoc = {
  metadata: { permalink: '/zh/x/react-data-grid/sorting/' },
  toc: [
    { id: 'sort-model', value: '<code>sortModel</code> 排序模型', level: 2 },
    { id: 'multi-sorting', value: '多列排序', level: 2 },
  ],
};
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDoc: () => mockDoc }), { virtual: true });
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({
      to,
      children,
      autoAddBaseUrl: _autoAddBaseUrl,
      ...rest
    }: {
      to: string;
      children?: ReactNode;
      autoAddBaseUrl?: boolean;
    }) => (
      <a href={to.replace('pathname://', '')} {...rest}>
        {children}
      </a>
    ),
  }),
  { virtual: true },
);

const englishBaseUrl = siteConfig.baseUrl;

function showNotice(data: TranslationStatusData): void {
  mockGlobalData[TRANSLATION_STATUS_PLUGIN] = data;
  render(
    <TranslationsProvider>
      <TranslationNotice />
    </TranslationsProvider>,
  );
}

const chineseSite = { englishBaseUrl: '/', statusPagePath: '/zh/x/translations/' };

beforeEach(() => {
  setUiLanguage('zh', chinese);
  siteConfig.baseUrl = '/zh/';
});

afterEach(() => {
  setUiLanguage('en', null);
  siteConfig.baseUrl = englishBaseUrl;
  Reflect.deleteProperty(mockGlobalData, TRANSLATION_STATUS_PLUGIN);
});

describe('the translation notice above a Chinese docs page', () => {
  it('says a page is not translated yet, linking its English page and how to help', () => {
    showNotice({ ...chineseSite, translatedPages: {} });
    expect(screen.getByRole('note')).toHaveTextContent('本页尚未翻译，以下是英文原文。');
    expect(screen.getByRole('link', { name: '阅读英文页面' })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    expect(screen.getByRole('link', { name: '参与翻译文档' })).toHaveAttribute('href', '/zh/x/translations/');
  });

  it('shows nothing above an up-to-date translation', () => {
    showNotice({
      ...chineseSite,
      translatedPages: { '/zh/x/react-data-grid/sorting/': { state: 'translated', englishDate: '2026-11-20', sourceDate: '2026-11-20' } },
    });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says since when the English page is newer than an outdated translation', () => {
    showNotice({
      ...chineseSite,
      translatedPages: { '/zh/x/react-data-grid/sorting/': { state: 'outdated', englishDate: '2026-11-25', sourceDate: '2026-11-20' } },
    });
    expect(screen.getByRole('note')).toHaveTextContent('英文页面于 2026-11-25 更新，晚于本译文所依据的版本（2026-11-20）');
    expect(screen.getByRole('link', { name: '阅读英文页面' })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
  });

  it('lists the sections whose English changed, each a link to its heading, when the marker records sections', () => {
    showNotice({
      ...chineseSite,
      translatedPages: {
        '/zh/x/react-data-grid/sorting/': {
          state: 'outdated',
          englishDate: '2026-11-25',
          sourceDate: '2026-11-20',
          sections: [
            { id: '_intro', change: 'changed', title: '' },
            { id: 'sort-model', change: 'changed', title: 'Sort model' },
            { id: 'stable-sorting', change: 'added', title: 'Stable sorting', after: 'multi-sorting' },
          ],
        },
      },
    });
    expect(screen.getByRole('note')).toHaveTextContent('下面标出的章节可能已经过时，其余部分与英文一致');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['开头部分', 'sortModel 排序模型', '多列排序 其后新增“Stable sorting”']);
    expect(screen.getByRole('link', { name: 'sortModel 排序模型' })).toHaveAttribute('href', '#sort-model');
    expect(screen.getByRole('link', { name: '多列排序' })).toHaveAttribute('href', '#multi-sorting');
  });

  it('says a translation without a readable marker may be out of date', () => {
    showNotice({
      ...chineseSite,
      translatedPages: { '/zh/x/react-data-grid/sorting/': { state: 'malformed', englishDate: '2026-11-25', sourceDate: null } },
    });
    expect(screen.getByRole('note')).toHaveTextContent('本译文没有记录它依据的英文版本');
  });

  it('shows nothing in the English site', () => {
    setUiLanguage('en', null);
    siteConfig.baseUrl = '/';
    showNotice({ translatedPages: {}, englishBaseUrl: '/', statusPagePath: null });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
