/** axe-core on one page of each kind: no serious or critical violation. */
import { gotoAndSettle, openPage, useSharedBrowser } from './support/browser';

const PAGES_BY_KIND = [
  ['landing', '/x/react-data-grid/'],
  ['landing with a chart', '/x/react-charts/'],
  ['guide', '/x/introduction/installation/'],
  ['common concept', '/x/common-concepts/custom-components/'],
  ['migration', '/x/migration/migration-data-grid-v7/'],
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const browser = useSharedBrowser();

it.each(PAGES_BY_KIND)('the %s page %s has no serious accessibility violation', async (_kind, pathname) => {
  const { page } = await openPage(browser());
  await gotoAndSettle(page, pathname as string);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
  await page.context().close();
});
