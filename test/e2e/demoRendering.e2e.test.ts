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
    // Looked up afresh on every poll: React may replace the frame's node while the page settles.
    await page.waitForFunction(
      (frameIndex) => {
        const element = document.querySelectorAll('.demo-frame')[frameIndex];
        return Math.max(0, ...[...(element?.children ?? [])].map((child) => child.getBoundingClientRect().height)) > 0;
      },
      index,
      { timeout: 30_000 },
    );
    const box = await frame.evaluate((element) => ({
      shapes: element.querySelectorAll('svg path, svg rect, svg circle').length,
      svgs: element.querySelectorAll('svg').length,
    }));
    if (url.startsWith('/x/react-charts/')) {
      expect(box.svgs).toBeGreaterThan(0);
      expect(box.shapes).toBeGreaterThanOrEqual(1);
    }
  }
  await page.context().close();
});
