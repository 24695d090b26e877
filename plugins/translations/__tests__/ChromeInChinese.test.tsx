/** The site's own words around a docs page (feedback, cookie consent, ads) on the Chinese site. */
import React, { type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import siteConfig from '@generated/docusaurus.config';
import chinese from '../../../src/translations/zh.json';
import { TranslationsProvider } from '@theme/Translations';
import PageFeedback from '../../analytics/theme/PageFeedback';
import AdCard from '../../ads/theme/AdSlot/AdCard';
import BlockerMessage from '../../ads/theme/AdSlot/BlockerMessage';
import InHouseAdCard from '../../ads/theme/AdSlot/InHouseAdCard';
import { inHouseAds } from '../../ads/inHouseAds';
import SearchFilterBar from '../../../src/components/Search/SearchFilterBar';
import SearchIndexFields from '../../../src/theme/SearchIndexFields';
import { installGtagQueue } from '../../analytics/gtag';
import { setUiLanguage } from '@site/test/unit/mocks/uiLanguage';
import { mockLocation } from '@site/test/unit/mocks/docusaurusRouter';

beforeEach(() => {
  // A comment is offered only where it can be sent: a measurement ID and the reader's consent.
  (siteConfig.customFields as { gaMeasurementId: string }).gaMeasurementId = 'G-TEST';
  window.localStorage.clear();
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'gtag');
  installGtagQueue(window);
  mockLocation.pathname = '/x/react-charts/bars/';
  setUiLanguage('zh', chinese);
});

afterEach(() => {
  setUiLanguage('en', null);
});

describe('PageFeedback in Chinese', () => {
  it('asks, offers a comment and thanks the reader in Chinese', async () => {
    window.localStorage.setItem('docs-cookie-consent', 'analytics');
    render(
      <TranslationsProvider>
        <PageFeedback />
      </TranslationsProvider>,
    );
    expect(screen.getByRole('region', { name: '此页面对你有帮助吗？' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '否' }));
    expect(screen.getByRole('button', { name: '否' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(await screen.findByLabelText('缺少了什么，或者哪里不清楚？（选填）'), { target: { value: '堆叠示例' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('status')).toHaveTextContent('感谢你的反馈。');
  });
});

describe('the ad chrome in Chinese', () => {
  const ad = {
    link: 'https://ads.example.test/click/1',
    img: '',
    name: 'Acme Builds',
    description: 'Fast builds.',
    poweredby: 'Carbon',
    label: 'carbon-inline',
  };

  it('translates the site’s words and keeps the advertiser’s text as it came', () => {
    render(
      <TranslationsProvider>
        <AdCard ad={ad} />
      </TranslationsProvider>,
    );
    expect(screen.getByText('广告由 Carbon 提供')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('Acme Builds — Fast builds.');
  });

  it('translates the ad blocker message', () => {
    render(
      <TranslationsProvider>
        <BlockerMessage />
      </TranslationsProvider>,
    );
    expect(screen.getByText('帮助 MUI X 持续完善文档')).toBeInTheDocument();
  });

  it('shows the site’s own ads in Chinese, product names as they are', () => {
    const [toolpad, templates] = inHouseAds;
    render(
      <TranslationsProvider>
        {toolpad && <InHouseAdCard ad={toolpad} />}
        {templates && <InHouseAdCard ad={templates} />}
      </TranslationsProvider>,
    );
    const [toolpadLink, templatesLink] = screen.getAllByRole('link');
    expect(toolpadLink).toHaveTextContent(/^Toolpad — 一条命令/);
    expect(templatesLink).toHaveTextContent(/^高级模板 — /);
  });
});

describe('the search in Chinese', () => {
  it('offers the products by their Chinese names in the filters', () => {
    render(
      <TranslationsProvider>
        <SearchFilterBar filters={{}} onChange={() => undefined} />
      </TranslationsProvider>,
    );
    const products = screen.getAllByRole('combobox')[0];
    expect([...(products?.querySelectorAll('option') ?? [])].map((option) => option.textContent)).toEqual([
      '全部',
      '数据表格',
      '日期和时间选择器',
      '图表',
      '树视图',
      'MUI X',
    ]);
  });

  it("gives the search index the page's product by its Chinese name, shown with each result", () => {
    const { container } = render(
      <TranslationsProvider>
        <SearchIndexFields kind="guide" plan="community" />
      </TranslationsProvider>,
    );
    expect(container.querySelector('[data-pagefind-meta]')).toHaveAttribute('data-pagefind-meta', 'product:图表');
    expect(container.querySelector('[data-pagefind-filter^="product:"]')).toHaveAttribute('data-pagefind-filter', 'product:charts');
  });
});

describe('the cookie consent in Chinese', () => {
  type Rtl = typeof import('@testing-library/react/pure');
  let mounted: Rtl | undefined;

  afterEach(() => mounted?.cleanup());

  /** As in ConsentBanner.test.tsx: a fresh store, with analytics configured, and the provider from the same module registry. */
  function renderInChinese(): Rtl {
    jest.resetModules();
    const config = jest.requireActual('@generated/docusaurus.config').default as { customFields: { gaMeasurementId: string } };
    config.customFields.gaMeasurementId = 'G-TEST';
    setUiLanguage('zh', chinese, {
      mockI18n: jest.requireActual('@site/test/unit/mocks/docusaurusContext').mockI18n,
      uiDictionaries: jest.requireActual('@theme/Translations/messages').uiDictionaries,
    });
    const rtl: Rtl = jest.requireActual('@testing-library/react/pure');
    const Provider: (props: { children: ReactNode }) => ReactNode = jest.requireActual<{
      TranslationsProvider: (props: { children: ReactNode }) => ReactNode;
    }>('@theme/Translations').TranslationsProvider;
    const Banner: () => ReactNode = jest.requireActual('../../analytics/theme/Consent/ConsentBanner').default;
    const Button: () => ReactNode = jest.requireActual('../../analytics/theme/Consent/CookiePreferencesButton').default;
    rtl.render(
      <Provider>
        <Button />
        <Banner />
      </Provider>,
    );
    mounted = rtl;
    return rtl;
  }

  it('asks in Chinese and names the footer button in Chinese', async () => {
    const { screen: view, fireEvent: fire } = renderInChinese();
    const banner = await view.findByRole('region', { name: 'Cookie 使用许可' });
    expect(banner).toHaveTextContent('在你同意之前，我们不会通过 Cookie 进行任何统计。');
    expect(view.getByRole('button', { name: 'Cookie 偏好设置' })).toBeInTheDocument();
    fire.click(view.getByRole('button', { name: '仅限必要 Cookie' }));
    expect(window.localStorage.getItem('docs-cookie-consent')).toBe('essential');
    expect(banner).not.toBeInTheDocument();
  });
});
