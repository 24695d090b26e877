/** axe-core on one page of each kind, in both colour modes: no serious or critical violation. */
import fs from 'node:fs';
import { gotoAndSettle } from './support/browser';
import { expect, test } from './support/fixtures';

const PAGES_BY_KIND: [string, string][] = [
  ['landing', '/x/react-data-grid/'],
  ['landing with a chart', '/x/react-charts/'],
  ['guide', '/x/introduction/installation/'],
  ['common concept', '/x/common-concepts/custom-components/'],
  ['migration', '/x/migration/migration-data-grid-v7/'],
  ['API', '/x/api/data-grid/data-grid/'],
  ['API index', '/x/api/charts/'],
  ['not found', '/x/no-such-page/'],
];

const CASES = PAGES_BY_KIND.flatMap(([kind, pathname]) => (['light', 'dark'] as const).map((mode) => [kind, pathname, mode] as const));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

for (const [kind, pathname, mode] of CASES) {
  test(`the ${kind} page ${pathname} has no serious accessibility violation in ${mode} mode`, async ({ openPage }) => {
    const { page } = await openPage({ colorScheme: mode });
    await gotoAndSettle(page, pathname);
    // Sections laid out only near the viewport (content-visibility: auto, API pages) are rendered for the audit:
    // axe reads colours from what the browser painted, and a skipped section has painted nothing.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    // Evaluated rather than added as a <script>: the site's Content-Security-Policy runs no inline script it has no hash for.
    await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const results = await axe.run({ resultTypes: ['violations'] });
      return results.violations;
    });
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
