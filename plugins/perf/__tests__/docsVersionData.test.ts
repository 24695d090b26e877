import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { browserSidebarItem, withoutDocCardData } from '@site/plugins/perf/docs-version-data/versionData';

const versionRoute: RouteConfig = {
  path: '/x/',
  component: '@theme/DocVersionRoot',
  exact: false,
  routes: [{ path: '/x/introduction/', component: '@theme/DocItem', exact: true }],
  props: {
    version: {
      pluginId: 'default',
      version: 'current',
      label: 'Next',
      isLast: true,
      docsSidebars: { docs: [{ type: 'link', label: 'Overview', href: '/x/introduction/', docId: 'introduction/index', unlisted: false }] },
      docs: {
        'introduction/index': { id: 'introduction/index', title: 'Overview', description: 'What MUI X is.', sidebar: 'docs' },
        'introduction/licensing': { id: 'introduction/licensing', title: 'Licensing', description: 'Plans and keys.', sidebar: 'docs' },
      },
    },
  },
};

describe('docs plugin', () => {
  it('leaves the map of pages out of the version data and keeps everything else', () => {
    const rootRoute: RouteConfig = { path: '/x', component: '@theme/DocsRoot', exact: false, routes: [versionRoute] };
    const [route] = withoutDocCardData(rootRoute).routes ?? [];
    if (!route) throw new Error('the version route is missing');
    expect(route.props?.version).toEqual({
      ...(versionRoute.props?.version as object),
      docs: {},
      docsSidebars: { docs: [{ type: 'link', label: 'Overview', href: '/x/introduction/', docId: 'introduction/index' }] },
    });
    expect(route.routes).toEqual(versionRoute.routes);
    expect(JSON.stringify(route)).not.toContain('Plans and keys.');
  });

  it('is safe because no page shows doc cards, the only reader of that map', () => {
    const siteDir = path.resolve(__dirname, '../../..');
    const mdxFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? mdxFiles(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
      });
    const withCards = mdxFiles(path.join(siteDir, 'docs')).filter((file) => /\bDocCard(List)?\b/.test(fs.readFileSync(file, 'utf8')));
    expect(withCards).toEqual([]);
    const sources = ['sidebars.ts', 'src/lib/sidebar.ts'].map((file) => fs.readFileSync(path.join(siteDir, file), 'utf8')).join('\n');
    expect(sources).not.toMatch(/generated-index/);
  });

  it('gives the browser the sidebar items without what only the build reads, keeping what the browser reads', () => {
    const category = {
      type: 'category' as const,
      key: '/x/introduction-group',
      label: 'Introduction',
      collapsed: true,
      collapsible: true,
      items: [
        {
          type: 'link' as const,
          key: '/x/introduction',
          label: 'Overview',
          href: '/x/introduction/',
          docId: 'introduction/index',
          unlisted: false,
        },
        { type: 'link' as const, key: '/x/hidden', label: 'Hidden', href: '/x/hidden/', docId: 'hidden', unlisted: true },
      ],
    };
    expect(browserSidebarItem(category)).toEqual({
      type: 'category',
      label: 'Introduction',
      collapsed: true,
      collapsible: true,
      items: [
        // The breadcrumbs find a page's link by its docId; an unlisted page stays marked as such.
        { type: 'link', label: 'Overview', href: '/x/introduction/', docId: 'introduction/index' },
        { type: 'link', label: 'Hidden', href: '/x/hidden/', docId: 'hidden', unlisted: true },
      ],
    });
  });

  it('passes other routes through untouched', () => {
    const tagsRoute: RouteConfig = { path: '/x/tags/', component: '@theme/DocTagsListPage', props: { tags: [] } };
    expect(withoutDocCardData(tagsRoute)).toBe(tagsRoute);
    const docRoute: RouteConfig = { path: '/x/introduction/', component: '@theme/DocItem', modules: { content: 'introduction.mdx' } };
    expect(withoutDocCardData(docRoute)).toBe(docRoute);
  });
});
