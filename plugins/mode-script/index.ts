import type { Plugin } from '@docusaurus/types';
import { modeInitScript } from '../../src/lib/modeScript';

/** Applies the reader's stored colour mode before the first paint (after Docusaurus's own script). */
export default function modeScriptPlugin(): Plugin {
  return {
    name: 'x-docs-mode-script',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: modeInitScript() }] };
    },
  };
}
