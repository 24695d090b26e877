import type { CurrentBundler } from '@docusaurus/types';

/** Decides the module an import is swapped for: `undefined` leaves the import alone. */
export type ImportReplacement = (request: string, importerDir: string) => string | undefined;

/** Swaps `request` for `replacement` when a module in a folder matching `importerDir` imports it. */
export function replaceRequestFrom(importerDir: RegExp, request: string, replacement: string): ImportReplacement {
  return (actual, dir) => (actual === request && importerDir.test(dir) ? replacement : undefined);
}

/**
 * A bundler plugin (webpack or Rspack) that swaps the imports whose request matches `request` for the module
 * `replacementFor` names, so a plugin can replace one module for one importer only.
 */
export function replaceImportPlugin(bundler: CurrentBundler, request: RegExp, replacementFor: ImportReplacement) {
  return new bundler.instance.NormalModuleReplacementPlugin(request, (resolveData: { request: string; context: string }) => {
    const replacement = replacementFor(resolveData.request, resolveData.context);
    if (replacement) {
      resolveData.request = replacement;
    }
  });
}
