import type { Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';

/**
 * Docusaurus puts every module used by half the pages or more into one `common`
 * chunk that every page loads. Once most pages have demos, that pulled the demo
 * toolbar, MUI components and the sandbox code into text pages too. This keeps
 * demo-only code out of `common`: pages that have demos get it with their own chunks.
 */
const DEMO_ONLY_CODE =
  /[\\/](node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|lz-string|dayjs|@babel[\\/]runtime)|src[\\/](components[\\/](Demo|Clipboard)|lib[\\/]sandbox)|docs[\\/])/;

/** The file a module comes from, under Rspack (`resource`) or webpack (`nameForCondition()`). */
function modulePath(module: Module): string {
  return (module as Module & { resource?: string }).resource ?? module.nameForCondition?.() ?? '';
}

export function isDemoOnlyModulePath(path: string): boolean {
  return DEMO_ONLY_CODE.test(path);
}

export default function splitChunksPlugin(): Plugin {
  return {
    name: 'x-docs-split-chunks',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      if (isServer || !splitChunks || typeof splitChunks !== 'object') {
        return {};
      }
      const common = splitChunks.cacheGroups?.common;
      if (common && typeof common === 'object' && !(common instanceof RegExp) && typeof common !== 'function') {
        common.test = (module: Module) => !isDemoOnlyModulePath(modulePath(module));
      }
      return {};
    },
  };
}
