import type { RouteConfig } from '@docusaurus/types';
import { withoutDocDescriptions } from '../../../plugins/docs/versionData';

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
      docsSidebars: { docs: [{ type: 'link', label: 'Overview', href: '/x/introduction/', docId: 'introduction/index' }] },
      docs: {
        'introduction/index': { id: 'introduction/index', title: 'Overview', description: 'What MUI X is.', sidebar: 'docs' },
        'introduction/licensing': { id: 'introduction/licensing', title: 'Licensing', description: 'Plans and keys.', sidebar: 'docs' },
      },
    },
  },
};

describe('docs plugin', () => {
  it('leaves the page descriptions out of the version data and keeps everything else', () => {
    const rootRoute: RouteConfig = { path: '/x', component: '@theme/DocsRoot', exact: false, routes: [versionRoute] };
    const [route] = withoutDocDescriptions(rootRoute).routes ?? [];
    if (!route) throw new Error('the version route is missing');
    expect(route.props?.version).toEqual({
      ...(versionRoute.props?.version as object),
      docs: {
        'introduction/index': { id: 'introduction/index', title: 'Overview', sidebar: 'docs' },
        'introduction/licensing': { id: 'introduction/licensing', title: 'Licensing', sidebar: 'docs' },
      },
    });
    expect(route.routes).toEqual(versionRoute.routes);
    expect(JSON.stringify(route)).not.toContain('Plans and keys.');
  });

  it('passes other routes through untouched', () => {
    const tagsRoute: RouteConfig = { path: '/x/tags/', component: '@theme/DocTagsListPage', props: { tags: [] } };
    expect(withoutDocDescriptions(tagsRoute)).toBe(tagsRoute);
    const docRoute: RouteConfig = { path: '/x/introduction/', component: '@theme/DocItem', modules: { content: 'introduction.mdx' } };
    expect(withoutDocDescriptions(docRoute)).toBe(docRoute);
  });
});
