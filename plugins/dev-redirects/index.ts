import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

export type DevRedirectsOptions = Required<Pick<ClientRedirectsOptions, 'redirects'>>;

/**
 * `@docusaurus/plugin-client-redirects` writes its redirect pages at build
 * time only. In `npm start`, this plugin serves the same redirects as routes,
 * so http://localhost:3000/x/ works in development as it does in production.
 */
export default function devRedirectsPlugin(_context: unknown, { redirects }: DevRedirectsOptions): Plugin {
  return {
    name: 'x-docs-dev-redirects',
    // @theme/RouteRedirect, the page each redirect route renders.
    getThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({ actions }) {
      if (process.env.NODE_ENV === 'production') {
        return;
      }
      for (const { from, to } of redirects) {
        for (const pathname of [from].flat()) {
          actions.addRoute({ path: pathname, exact: true, component: '@theme/RouteRedirect', props: { to } });
        }
      }
    },
  };
}
