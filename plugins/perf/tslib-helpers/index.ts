/**
 * `@docusaurus/utils-common`, in every page's main bundle, is compiled to
 * CommonJS that requires all of tslib to use one helper, `__importDefault`;
 * a `require()` keeps every export of the module, so each page downloaded
 * tslib whole (2.7 KB gzipped). The bundler swaps that one import, for
 * utils-common only, for a module that re-exports the helper from tslib's ES
 * module, from which the rest is left out. A unit test fails if an upgrade
 * of utils-common starts using another helper.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportPlugin, replaceRequestFrom } from '../../assets/replaceImport';

export const HELPERS_MODULE = path.join(__dirname, 'helpers.ts');
/** The tslib helpers that HELPERS_MODULE provides. */
export const PROVIDED_HELPERS = ['__importDefault'];

/** The replacement for a `tslib` import from `importerDir`, or undefined to leave it alone. */
export const helpersFor = replaceRequestFrom(/[\\/]@docusaurus[\\/]utils-common[\\/]lib$/, 'tslib', HELPERS_MODULE);

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'x-docs-tslib-helpers',
    configureWebpack(_config, isServer, { currentBundler }) {
      return isServer ? {} : { plugins: [replaceImportPlugin(currentBundler, /^tslib$/, helpersFor)] };
    },
  };
}
