/**
 * axe-core on one page of each kind, in both colour modes: no serious or critical violation. Each page is opened once,
 * as a reader whose system is in light mode, and audited; the system then turns dark, which the site follows (no mode
 * was chosen in its settings), and the page is audited again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { systemTurns } from './support/settings';
import { BUILD_DIR } from './support/site';
import { expect, test } from './support/fixtures';

const PAGES_BY_KIND: [string, string][] = [
  ['landing', '/x/react-data-grid/'],
  ['landing with a chart', '/x/react-charts/'],
  // Its sidebar entry, highlighted as the page being read, carries the Pro badge.
  ['guide', '/x/introduction/telemetry/'],
  ['common concept', '/x/common-concepts/custom-components/'],
  // Its tables are wider than the article, and its notes link names set in code.
  ['migration', '/x/migration/migration-data-grid-v5/'],
  // A deprecated prop's note links to what replaces it.
  ['API', '/x/api/date-pickers/date-picker/'],
  ['API index', '/x/api/charts/'],
  ['not found', '/x/no-such-page/'],
  // Guides whose demos colour their own parts: status chips, avatars, a field's open button with an icon.
  ['accessibility guide', '/x/react-data-grid/accessibility/'],
  ['tree item guide', '/x/react-tree-view/tree-item-customization/'],
  ['custom field guide', '/x/react-date-pickers/custom-field/'],
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations axe finds on the page as it is drawn now, each with the elements at fault. */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

for (const [kind, pathname] of PAGES_BY_KIND) {
  test(`the ${kind} page ${pathname} has no serious accessibility violation in light mode, then in dark mode`, async ({ openPage }) => {
    const { page } = await openPage({ colorScheme: 'light' });
    await gotoAndSettle(page, pathname);
    // A client-only demo mounts as it comes near the viewport: bring each in, as a reader scrolling down does.
    for (const frame of await page.locator('.demo-frame').all()) await frame.scrollIntoViewIfNeeded();
    await expect(page.locator('.demo-frame > [aria-busy="true"]')).toHaveCount(0);
    // Sections laid out only near the viewport (content-visibility: auto, API pages) are rendered for the audit:
    // axe reads colours from what the browser painted, and a skipped section has painted nothing.
    // Transitions off: a label still fading to the dark colour would be read halfway (what a reader sees once it ends).
    await page.addStyleTag({ content: '* { content-visibility: visible !important; transition: none !important; }' });
    // Evaluated rather than added as a <script>: the site's Content-Security-Policy runs no inline script it has no hash for.
    await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    expect(await seriousViolations(page), 'light mode').toEqual([]);

    await systemTurns(page, 'dark');
    expect(await seriousViolations(page), 'dark mode').toEqual([]);
  });
}

test("names the navbar's home link once, by its title: the logo beside it is decorative in every language", () => {
  for (const file of ['x/introduction/licensing/index.html', 'zh/x/introduction/licensing/index.html']) {
    const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
    const brand = /<a class="?navbar__brand[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
    expect(brand, file).toContain('MUI X</b>');
    // A screen reader would otherwise read the link as "MUI X MUI X".
    const altTexts = [...brand.matchAll(/<img[^>]*\salt=("[^"]*"|\S*)/g)].map((match) => match[1]);
    expect(altTexts, file).toEqual(['""', '""']);
  }
});
