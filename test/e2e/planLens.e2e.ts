import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { search, searchResults } from './support/search';
import { chooseSetting, closeSettings, openSettings } from './support/settings';
import { expect, test } from './support/fixtures';

const STORAGE_KEY = 'x-docs.planLens';
const HIDE = 'Hide what my plan does not include';

/** A sidebar entry by its exact label. */
function sidebarEntry(page: Page, label: string): Locator {
  return page
    .locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-link')
    .filter({ has: page.getByRole('link', { name: label, exact: false }) });
}

/** A prop's row on an API page. */
function propRow(page: Page, name: string): Locator {
  return page.locator(`[data-api-table="props"] tr#prop-${name}`);
}

/** The lens's mark inside `scope`, which the CSS shows only when the reader's plan lacks what it marks. */
function mark(scope: Locator): Locator {
  return scope.locator('[data-plan-mark]').first();
}

async function choosePlan(page: Page, plan: 'Community' | 'Pro' | 'Premium' | 'Not set', hide?: boolean): Promise<void> {
  await openSettings(page);
  await chooseSetting(page, plan);
  if (hide !== undefined) {
    const toggle = page.getByRole('dialog').getByRole('switch', { name: HIDE });
    if ((await toggle.isChecked()) !== hide) await toggle.click();
  }
  await closeSettings(page);
}

test.describe('the plan lens', () => {
  test('marks nothing new until the reader chooses a plan: the navigation keeps its plan badges', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/export/');
    const rowGrouping = sidebarEntry(page, 'Row grouping').first();
    await expect(rowGrouping.locator('[data-badge="plan"]').textContent()).resolves.toBe('Premium');
    await expect(mark(rowGrouping).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.hasAttribute('data-plan-lens'))).resolves.toBe(false);
    expect(problems.errors).toEqual([]);
  });

  test('with "My plan: Community", marks a Premium page in the navigation, a section and a demo needing Pro, and a Pro-only prop', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/export/');
    await choosePlan(page, 'Community');

    const rowGrouping = sidebarEntry(page, 'Row grouping').first();
    await mark(rowGrouping).waitFor();
    await expect(mark(rowGrouping).getAttribute('title')).resolves.toBe('Not in your plan: needs Premium');
    // A Community page of the same group is not marked.
    await expect(mark(sidebarEntry(page, 'Copy and paste').first()).count()).resolves.toBe(0);

    await gotoAndSettle(page, '/x/react-data-grid/row-selection/');
    const proSection = page.locator('h2#selecting-several-rows-without-checkboxes');
    await expect(mark(proSection).textContent()).resolves.toBe('Needs Pro');
    await expect(mark(proSection).isVisible()).resolves.toBe(true);
    await expect(page.locator('h2#single-row-selection [data-plan-mark]').count()).resolves.toBe(0);
    const proDemo = page.locator('[data-demo]#ModifierKeySelectionGrid');
    await expect(mark(proDemo).isVisible()).resolves.toBe(true);
    await expect(mark(proDemo).textContent()).resolves.toBe('Needs Pro');
    await expect(mark(page.locator('[data-demo]#SingleRowSelectionGrid')).count()).resolves.toBe(0);

    await gotoAndSettle(page, '/x/api/data-grid/data-grid-premium/');
    await expect(mark(propRow(page, 'rowGroupingModel')).isVisible()).resolves.toBe(true);
    await expect(mark(propRow(page, 'rowGroupingModel')).textContent()).resolves.toBe('Needs Premium');
    await expect(mark(propRow(page, 'pinnedColumns')).textContent()).resolves.toBe('Needs Pro');
    await expect(mark(propRow(page, 'pinnedColumns')).isVisible()).resolves.toBe(true);
    await expect(propRow(page, 'rows').locator('[data-plan-mark]').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('with "My plan: Pro", marks only what needs Premium', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/api/data-grid/data-grid-premium/');
    await choosePlan(page, 'Pro');
    await mark(propRow(page, 'rowGroupingModel')).waitFor();
    await expect(mark(propRow(page, 'pinnedColumns')).isVisible()).resolves.toBe(false);
  });

  test('marks a search result beyond the plan, and with "hide" leaves it out of search and the navigation', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/export/');
    await choosePlan(page, 'Community');
    await search(page, 'row grouping');
    const premiumResult = searchResults(page)
      .filter({ has: page.locator('[data-plan-mark="premium"]') })
      .first();
    await expect(page.locator('[data-search-result][data-search-plan="premium"]').count()).resolves.toBeGreaterThan(0);
    await expect(mark(premiumResult).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');

    await choosePlan(page, 'Community', true);
    await expect(sidebarEntry(page, 'Row grouping').first().isVisible()).resolves.toBe(false);
    await expect(sidebarEntry(page, 'Export').first().isVisible()).resolves.toBe(true);
    await search(page, 'row grouping');
    await expect(searchResults(page).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-search-result]:is([data-search-plan="premium"], [data-search-plan="pro"])').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('survives a reload, applied before any script of the page runs, and keeps the page being read in the navigation', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/export/');
    await choosePlan(page, 'Community', true);
    await expect(page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).resolves.toBe('{"plan":"community","hide":true}');
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { lensAtParse: string | null }).lensAtParse = document.documentElement.getAttribute('data-plan-lens');
        }
      });
    });
    await gotoAndSettle(page, '/x/react-data-grid/row-grouping/');
    await expect(page.evaluate(() => (window as unknown as { lensAtParse: string | null }).lensAtParse)).resolves.toBe('community');
    // The Premium page itself stays in the navigation while it is read, and its title says the plan lacks it.
    await expect(sidebarEntry(page, 'Row grouping').first().isVisible()).resolves.toBe(true);
    await expect(sidebarEntry(page, 'Aggregation').first().isVisible()).resolves.toBe(false);
    await expect(mark(page.locator('.doc-page-badges')).textContent()).resolves.toBe('Needs Premium');
    await openSettings(page);
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Community', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(page.getByRole('dialog').getByRole('switch', { name: HIDE }).isChecked()).resolves.toBe(true);
    await chooseSetting(page, 'Not set');
    await closeSettings(page);
    await expect(sidebarEntry(page, 'Aggregation').first().isVisible()).resolves.toBe(true);
    await expect(page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).resolves.toBeNull();
    expect(problems.errors).toEqual([]);
  });

  test('is set by keyboard alone', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/export/');
    await page.getByRole('button', { name: 'Settings', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let presses = 0; (await focusedName()) !== 'Community'; presses += 1) {
      if (presses === 30) throw new Error('Tab never reached "Community".');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await mark(sidebarEntry(page, 'Row grouping').first()).waitFor();
  });

  test('reads a stored lens it does not know as no plan, without an error', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await page.addInitScript((key) => window.localStorage.setItem(key, '{"plan":"gold","hide":true'), STORAGE_KEY);
    await gotoAndSettle(page, '/x/react-data-grid/export/');
    await expect(page.evaluate(() => document.documentElement.hasAttribute('data-plan-lens'))).resolves.toBe(false);
    await expect(sidebarEntry(page, 'Row grouping').first().isVisible()).resolves.toBe(true);
    await openSettings(page);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Not set', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the plan lens in Chinese', () => {
  test('names the plan a section, a demo and a prop need, and offers the setting in Chinese', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await page.addInitScript((key) => window.localStorage.setItem(key, '{"plan":"community","hide":false}'), STORAGE_KEY);
    await gotoAndSettle(page, '/zh/x/react-data-grid/row-selection/');
    const proDemo = page.locator('[data-demo]#ModifierKeySelectionGrid');
    await expect(mark(proDemo).textContent()).resolves.toBe('需要 Pro');
    await expect(mark(proDemo).getAttribute('title')).resolves.toBe('不在您的计划内：需要 Pro');
    await expect(mark(page.locator('h2#selecting-several-rows-without-checkboxes')).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '设置', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '我的计划' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Community', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(dialog.getByRole('switch', { name: '隐藏我的计划不包含的内容' }).isEnabled()).resolves.toBe(true);
    expect(problems.errors).toEqual([]);
  });
});
