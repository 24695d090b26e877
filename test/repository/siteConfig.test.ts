/** @jest-environment node */
import path from 'node:path';
import { loadFreshModule } from '@docusaurus/utils';
import type { Config } from '@docusaurus/types';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { pages } from '../../src/data/pages';
import { flattenPages } from '../../src/lib/pageTree';

const siteDir = path.join(__dirname, '../..');

// Read the way Docusaurus reads it.
let config: Config;
beforeAll(async () => {
  config = (await loadFreshModule(path.join(siteDir, 'docusaurus.config.ts'))) as Config;
}, 60_000);

function clientRedirects(): ClientRedirectsOptions['redirects'] {
  const plugin = config.plugins?.find((entry) => Array.isArray(entry) && entry[0] === '@docusaurus/plugin-client-redirects');
  return (plugin as [string, ClientRedirectsOptions] | undefined)?.[1].redirects ?? [];
}

describe('docusaurus.config.ts', () => {
  it("sends readers of the reference site's telemetry guide to the telemetry page", () => {
    expect(clientRedirects()).toContainEqual({ from: '/x/guides/telemetry', to: '/x/introduction/telemetry/' });
    expect(flattenPages(pages).map((entry) => entry.pathname)).toContain('/x/introduction/telemetry');
  });

  it("links each product from the footer's Products column, in the registry's order", () => {
    const footer = (config.themeConfig as { footer: { links: { title: string; items: unknown[] }[] } }).footer;
    expect(footer.links.find((column) => column.title === 'Products')?.items).toEqual([
      { label: 'Data Grid', to: '/x/react-data-grid/' },
      { label: 'Date and Time Pickers', to: '/x/react-date-pickers/' },
      { label: 'Charts', to: '/x/react-charts/' },
      { label: 'Tree View', to: '/x/react-tree-view/' },
    ]);
  });

  it('signs the footer "© <year> x-docs contributors", the year being the year of the build', () => {
    const footer = (config.themeConfig as { footer: { copyright: string } }).footer;
    expect(footer.copyright).toBe('© {year} x-docs contributors');
    expect(config.customFields?.copyrightYear).toBe(new Date().getFullYear());
  });
});
