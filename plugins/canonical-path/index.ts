import type { Plugin } from '@docusaurus/types';
import { canonicalPathScript } from './canonicalPath';

/** Sends readers of a mis-cased or doubled-slash address to the page's canonical URL before the page starts. */
export default function canonicalPathPlugin(): Plugin {
  return {
    name: 'x-docs-canonical-path',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: canonicalPathScript() }] };
    },
  };
}
