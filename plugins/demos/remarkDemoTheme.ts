/**
 * A remark plugin that puts the content of a page with demos inside the site's
 * MUI theme provider: one provider per page, shared by all its demos. Pages
 * without demos get nothing, so they never load MUI. Runs after the plugins
 * that read the page's top-level nodes (remarkAdSlot).
 */
import type { Root, RootContent } from 'mdast';
import { esmImport } from '../mdx/esm';
import { DEMO_COMPONENT_SOURCE } from './remarkDemos';

export const THEME_PROVIDER_COMPONENT = 'SiteThemeProvider';
const THEME_PROVIDER_SOURCE = '@site/src/components/SiteTheme';

function importsDemo(node: RootContent): boolean {
  return node.type === 'mdxjsEsm' && node.value.includes(`'${DEMO_COMPONENT_SOURCE}'`);
}

export default function remarkDemoTheme() {
  return (tree: Root): void => {
    if (!tree.children.some(importsDemo)) {
      return;
    }
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm');
    const content = tree.children.filter((node) => node.type !== 'mdxjsEsm');
    const provider = { type: 'mdxJsxFlowElement', name: THEME_PROVIDER_COMPONENT, attributes: [], children: content } as unknown as RootContent;
    tree.children = [...esm, esmImport(`import ${THEME_PROVIDER_COMPONENT} from '${THEME_PROVIDER_SOURCE}';`), provider];
  };
}
