/**
 * A remark plugin that gives every docs page its ad slot right under the
 * page's introduction: after the first paragraph, when that paragraph comes
 * before the first section heading; otherwise at the top of the content.
 * Partials (files starting with `_`) are left alone: they are parts of pages.
 */
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { esmImport } from '../mdx/esm';

export const AD_SLOT_COMPONENT = 'AdSlot';
// The plugin's theme component (plugins/ads/theme/AdSlot), so a site can wrap or replace it by swizzling.
const AD_SLOT_SOURCE = '@theme/AdSlot';

interface VFileLike {
  path?: string;
}

function adSlotElement(): RootContent {
  return { type: 'mdxJsxFlowElement', name: AD_SLOT_COMPONENT, attributes: [], children: [] } as unknown as RootContent;
}

function isPreamble(node: RootContent): boolean {
  return node.type === 'yaml' || node.type === 'mdxjsEsm' || (node.type === 'heading' && node.depth === 1);
}

/** Where the slot goes among the page's top-level nodes. */
export function adSlotIndex(children: readonly RootContent[]): number {
  const start = children.findIndex((node) => !isPreamble(node));
  if (start === -1) {
    return children.length;
  }
  const firstParagraph = children.findIndex((node, index) => index >= start && node.type === 'paragraph');
  const firstSection = children.findIndex((node, index) => index >= start && node.type === 'heading');
  const introductionEnds = firstParagraph !== -1 && (firstSection === -1 || firstParagraph < firstSection);
  return introductionEnds ? firstParagraph + 1 : start;
}

function hasAdSlot(node: { type: string; name?: unknown; children?: unknown[] }): boolean {
  if (node.type === 'mdxJsxFlowElement' && node.name === AD_SLOT_COMPONENT) {
    return true;
  }
  return (node.children ?? []).some((child) => hasAdSlot(child as typeof node));
}

export default function remarkAdSlot() {
  return (tree: Root, file: VFileLike): void => {
    if (path.basename(file.path ?? '').startsWith('_') || hasAdSlot(tree)) {
      return;
    }
    tree.children.splice(adSlotIndex(tree.children), 0, adSlotElement());
    tree.children.unshift(esmImport(`import ${AD_SLOT_COMPONENT} from '${AD_SLOT_SOURCE}';`));
  };
}
