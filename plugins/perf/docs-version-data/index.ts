/**
 * The classic preset's docs plugin with one change: the version data that
 * every docs page downloads (the sidebars, and each page's id, title,
 * description and sidebar) leaves the map of pages out. Docusaurus reads it
 * only for doc cards (`DocCard`, `DocCardList`, generated category index
 * pages), which this site does not use (`__tests__/docsVersionData.test.ts`
 * fails if a page starts to); a page's own title and description live in that
 * page's metadata. It is 9 KB of gzipped JavaScript on every docs page.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withoutDocCardData } from './versionData';

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const { contentLoaded } = plugin;
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args) =>
          contentLoaded({ ...args, actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocCardData(route)) } })
      : undefined,
  };
}

export { validateOptions };
