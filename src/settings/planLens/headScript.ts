import type { Plugin } from '@docusaurus/types';
import { applyPlanLens, parsePlanLens, PLAN_LENS_STORAGE_KEY } from './planLens';

/**
 * The inline script in every page's <head> that publishes the stored lens on <html> before the first paint, so the
 * marks and the hidden entries are right in the server's HTML without a flash or a hydration mismatch. Storage that
 * throws leaves the page without a lens.
 */
export function planLensHeadScript(): string {
  return `(function () {
  try {
    var lens = (${parsePlanLens.toString()})(window.localStorage.getItem(${JSON.stringify(PLAN_LENS_STORAGE_KEY)}));
    (${applyPlanLens.toString()})(lens, document.documentElement);
  } catch (error) {}
})();`;
}

/**
 * Adds the script to every page. A plugin rather than the config's `headTags`, which Docusaurus also ships to the
 * browser inside the site config of the main bundle.
 */
export function planLensHeadScriptPlugin(): Plugin {
  return {
    name: 'x-docs-plan-lens-head-script',
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: planLensHeadScript() }] }),
  };
}
