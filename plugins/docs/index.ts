/**
 * The classic preset's docs plugin with one change: the version data that
 * every docs page downloads (the sidebars, and each page's id, title,
 * description and sidebar) leaves the descriptions out. Docusaurus reads them
 * there only for doc cards (`DocCard`, generated category index pages), which
 * this site does not use; a page's own description lives in that page's
 * metadata. It is 7 KB of gzipped JavaScript on every docs page.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withoutDocDescriptions } from './versionData';

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const { contentLoaded } = plugin;
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args) => contentLoaded({ ...args, actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)) } })
      : undefined,
  };
}

export { validateOptions };
