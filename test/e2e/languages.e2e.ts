import type { Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import path from 'node:path';
import { componentProducts } from '@site/src/data/products';
import { collectTranslations } from '@site/plugins/translation-status/collect';
import { expect, test } from './support/fixtures';

const siteDir = path.join(__dirname, '../..');

test.describe('the Chinese site', () => {
  test('shows the navbar, the sidebar and the footer in Chinese', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/zh/x/introduction/');
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', { name: '设置', exact: true }).waitFor();
    await expect(navbar.locator('.dropdown', { hasText: '中文' }).count()).resolves.toBe(1);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await sidebar.getByRole('button', { name: '简介', exact: true }).waitFor();
    await expect(sidebar.getByRole('link', { name: '安装', exact: true }).getAttribute('href')).resolves.toBe(
      '/zh/x/introduction/installation/',
    );
    await page.locator('footer').getByText('产品', { exact: true }).waitFor();
    const versions = navbar.locator('.dropdown', { hasText: 'MUI X' }).locator('.dropdown__menu a');
    await versions.first().waitFor({ state: 'attached' });
    await expect(versions.first().locator('span > span').first().textContent()).resolves.toBe('v8.29.3（当前版本）');
    expect(problems.errors).toEqual([]);
  });

  test('shows the settings drawer in Chinese', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/zh/x/introduction/');
    await page.getByRole('button', { name: '设置', exact: true }).first().click();
    const drawer = page.getByRole('dialog', { name: '设置' });
    await drawer.waitFor();
    for (const label of ['浅色', '跟随系统', '深色', '从左到右', '从右到左', '重置密度']) {
      await drawer.getByRole('button', { name: label, exact: true }).waitFor();
    }
    await drawer.getByText('紧凑', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: '深色', exact: true }).click();
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe('dark');
    await page.getByRole('button', { name: '关闭设置' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(problems.errors).toEqual([]);
  });

  test('lists every page by product on the status page, with the figures npm run translation-status prints', async ({
    openCheckedPage,
  }) => {
    const rows = await collectTranslations(siteDir, 'docs', 'zh');
    const count = (state: string) => rows.filter((row) => row.state === state).length;
    const { page, problems } = await openCheckedPage('/zh/x/translations/');
    await page.locator('main h1', { hasText: '翻译状态' }).waitFor();
    await expect(page.locator('[data-translation-summary]').textContent()).resolves.toBe(
      `已翻译 ${count('translated')} 页，已过时 ${count('outdated')} 页，尚未翻译 ${count('missing')} 页。`,
    );
    const groups = page.locator('[data-translation-group]');
    await expect(
      groups.evaluateAll((sections) => sections.map((section) => section.getAttribute('data-translation-group'))),
    ).resolves.toEqual([...componentProducts.map((product) => product.key), 'family']);
    const dataGrid = page.locator('[data-translation-group="data-grid"]');
    const dataGridRows = rows.filter((row) => row.page.startsWith('react-data-grid/'));
    const dataGridTranslated = dataGridRows.filter((row) => row.state === 'translated').length;
    await expect(dataGrid.locator('[data-translation-group-summary]').textContent()).resolves.toBe(
      `数据表格：${dataGridRows.length} 页中已翻译 ${dataGridTranslated} 页（${Math.floor((dataGridTranslated / dataGridRows.length) * 100)}%）`,
    );
    const licensingRow = page.locator('[data-translation-table] tr', { has: page.getByRole('link', { name: '许可', exact: true }) });
    await expect(licensingRow.getAttribute('data-state')).resolves.toBe('translated');
    expect(problems.errors).toEqual([]);
  });

  test('shows a translated page in Chinese, with no notice, its demos and the English anchors', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/zh/x/react-data-grid/quickstart/#render-a-first-grid');
    await expect(
      page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: '排序', exact: true }).getAttribute('href'),
    ).resolves.toBe('/zh/x/react-data-grid/sorting/');
    await expect(page.locator('article h1').first().textContent()).resolves.toBe('快速入门');
    await expect(page.locator('article h2#render-a-first-grid').textContent()).resolves.toMatch(/^渲染第一个表格/);
    await expect(page.locator('[data-translation-notice]').count()).resolves.toBe(0);
    // The translation keeps the English page's <Demo> lines: the same grids render under Chinese prose.
    await page.locator('[data-demo] .MuiDataGrid-root').first().waitFor();
    await expect(page.locator('[data-demo]').count()).resolves.toBe(2);
    expect(problems.errors).toEqual([]);
  });
});

/** The version menu's entries on the page: each one's title, notes, link and what it found. */
async function versionEntries(page: Page, productName: string) {
  const links = page.locator('.navbar .dropdown', { hasText: productName }).locator('.dropdown__menu a');
  await links.first().waitFor({ state: 'attached' });
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const [title, ...notes] = [...anchor.querySelectorAll(':scope > span > span')].map((span) => span.textContent ?? '');
      return { title, notes, href: anchor.getAttribute('href'), target: anchor.getAttribute('data-version-target') };
    }),
  );
}

const SUPPORT_NOTE = /^(Supported|Security and regression fixes until \d{4}-\d{2}-\d{2}|Unsupported since \d{4}-\d{2}-\d{2})$/;

test.describe('the version menu', () => {
  for (const [name, product] of componentProducts.map((product) => [product.name, product] as const)) {
    test(`lists the versions of the ${name} with their support, older ones on their subdomains`, async ({ openPage }) => {
      const { page } = await openPage();
      await gotoAndSettle(page, `${product.landingPath}/`);
      const entries = await versionEntries(page, product.name);
      expect(entries.map((entry) => entry.title)).toEqual(
        product.versions.map((version) => (version.current ? `${version.text} (current)` : version.text)),
      );
      expect(entries[0]?.href).toBe(`${product.landingPath}/`);
      for (const entry of entries) expect(entry.notes[0]).toMatch(SUPPORT_NOTE);
      for (const entry of entries.slice(1)) expect(entry.href).toMatch(/^https:\/\/v\d\.mui\.com\//);
    });
  }

  test("keeps the reader on the page: the same page of an older version, with its hash, or the version's start", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/sorting/#sort-direction');
    const entries = await versionEntries(page, 'Data Grid');
    expect(entries.map(({ title, href, target }) => ({ title, href, target }))).toEqual([
      { title: 'v8.29.3 (current)', href: '/x/react-data-grid/sorting/#sort-direction', target: null },
      { title: 'v7', href: 'https://v7.mui.com/x/react-data-grid/sorting/#sort-direction', target: 'same-page' },
      { title: 'v6', href: 'https://v6.mui.com/x/react-data-grid/sorting/#sort-direction', target: 'same-page' },
      { title: 'v5', href: 'https://v5.mui.com/x/react-data-grid/sorting/#sort-direction', target: 'same-page' },
      { title: 'v4', href: 'https://v4.mui.com/components/data-grid/', target: 'unmapped' },
    ]);
    expect(entries[4]?.notes).toContain('Opens the start of its docs');

    // A page new in v8 says so before the click.
    await gotoAndSettle(page, '/x/react-data-grid/undo-redo/');
    const [, v7] = await versionEntries(page, 'Data Grid');
    expect(v7).toMatchObject({ href: 'https://v7.mui.com/x/react-data-grid/', target: 'not-in-version' });
    expect(v7?.notes).toContain('No such page in v7: opens the start of its docs');

    // A page renamed since opens under its former name; an API page maps too.
    await gotoAndSettle(page, '/x/react-charts/quickstart/');
    const [, chartsV7] = await versionEntries(page, 'Charts');
    expect(chartsV7).toMatchObject({ href: 'https://v7.mui.com/x/react-charts/getting-started/', target: 'former-name' });
    await gotoAndSettle(page, '/x/api/data-grid/data-grid/');
    const [, apiV7] = await versionEntries(page, 'Data Grid');
    expect(apiV7).toMatchObject({ href: 'https://v7.mui.com/x/api/data-grid/data-grid/', target: 'same-page' });
  });

  test('says it in Chinese on the Chinese site, product name included, and links the older English page', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/zh/x/react-data-grid/undo-redo/');
    const [current, v7] = await versionEntries(page, '数据表格');
    expect(current?.href).toBe('/zh/x/react-data-grid/undo-redo/');
    expect(v7?.notes).toContain('v7 中没有此页：打开该版本文档的首页');
    await gotoAndSettle(page, '/zh/x/react-data-grid/sorting/');
    const [, sortingV7] = await versionEntries(page, '数据表格');
    expect(sortingV7?.href).toBe('https://v7.mui.com/x/react-data-grid/sorting/');
  });

  test("shows the family's version on pages outside a product", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const menu = page.locator('.navbar .dropdown', { hasText: 'MUI X' });
    await expect(menu.locator('.navbar__link').textContent()).resolves.toContain('v8.29.3');
    const [, v7] = await versionEntries(page, 'MUI X');
    expect(v7?.href).toBe('https://v7.mui.com/x/introduction/licensing/');
  });

  test('opens with the keyboard and lets the reader tab through the versions', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    const menu = page.locator('.navbar .dropdown', { hasText: 'Charts' });
    const toggle = menu.locator('.navbar__link');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await menu.locator('.dropdown__menu a').first().waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^v8\.29\.3 \(current\)/);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe('https://v7.mui.com/x/react-charts/');
  });
});
