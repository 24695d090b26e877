import type { Plugin } from '@docusaurus/types';
import { layerOrderStatement } from './layers';

/**
 * Declares the cascade layer order before any stylesheet of the page, and marks
 * where Emotion inserts MUI's styles (right after the declaration).
 */
export default function styleLayersPlugin(): Plugin {
  return {
    name: 'x-docs-style-layers',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'style', attributes: { 'data-layer-order': 'true' }, innerHTML: layerOrderStatement() },
          { tagName: 'meta', attributes: { name: 'emotion-insertion-point', content: '' } },
        ],
      };
    },
  };
}
