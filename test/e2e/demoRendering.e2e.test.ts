/** Every demo of every page renders: nothing left loading, charts with their series drawn. */
import { gotoAndSettle, openPage, useSharedBrowser } from './support/browser';
import { navigationPageUrls } from './support/site';

const browser = useSharedBrowser();

const productPages = navigationPageUrls().filter((url) => /^\/x\/react-(data-grid|date-pickers|charts|tree-view)\//.test(url));

it.concurrent.each(productPages.map((url) => [url]))('the demos of %s render', async (url) => {
  const { page } = await openPage(browser());
  await gotoAndSettle(page, url);
  const frames = page.locator('.demo-frame');
  const count = await frames.count();
  for (let index = 0; index < count; index += 1) {
    const frame = frames.nth(index);
    await frame.locator('> [aria-busy="true"]').waitFor({ state: 'detached' });
    // Something in the frame takes up space (a crashed demo shows its error box instead, caught by the sitemap test).
    const handle = await frame.elementHandle();
    await page.waitForFunction(
      (element) => Math.max(0, ...[...(element?.children ?? [])].map((child) => child.getBoundingClientRect().height)) > 0,
      handle,
      { timeout: 15_000 },
    );
    const box = await frame.evaluate((element) => ({
      shapes: element.querySelectorAll('svg path, svg rect, svg circle').length,
      svgs: element.querySelectorAll('svg').length,
    }));
    if (url.startsWith('/x/react-charts/')) {
      expect(box.svgs).toBeGreaterThan(0);
      expect(box.shapes).toBeGreaterThanOrEqual(2);
    }
  }
  await page.context().close();
});
