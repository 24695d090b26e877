import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { sharedThemeChunk } from '../assets/sharedThemeChunk';

/**
 * The ad under each docs page's introduction. The page's MDX gets `<AdSlot />` from `remarkAdSlot` (listed in the
 * docs plugin's remark plugins: a plugin cannot add a remark plugin to another plugin's MDX loader); this plugin
 * provides the component as `@theme/AdSlot`.
 */
export default function adsPlugin(): Plugin {
  return {
    name: 'x-docs-ads',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: (_config, isServer) => (isServer ? {} : sharedThemeChunk('ad-slot', path.join(__dirname, 'theme'))),
  };
}
