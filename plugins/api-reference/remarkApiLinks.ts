/**
 * A remark plugin for guide pages: after the content, an "API" list linking to
 * the API pages of the MUI X components and interfaces the page's demos import.
 * The list is part of the page's own MDX, so no other page loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { esmImport, estree } from '../mdx/esm';
import { loadExtractedReference } from './cache';
import { apiPathsByName } from './compose';
import { muiXImportsOf } from './demoUsage';
import type { ApiLink } from './types';
import { demoBaseDir } from '../mdx/demoBaseDir';

const API_LINKS_COMPONENT = '@theme/ApiLinks';

export interface RemarkApiLinksOptions {
  /** Name → API page path; read from the extracted reference when not given. */
  apiPaths?: ReadonlyMap<string, string>;
  nodeModulesDir?: string;
}

type TreeNode = {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: TreeNode[];
};

function demoSources(node: TreeNode): string[] {
  const own =
    node.type === 'mdxJsxFlowElement' && node.name === 'Demo'
      ? (node.attributes ?? []).flatMap((attribute) =>
          attribute.name === 'src' && typeof attribute.value === 'string' ? [attribute.value] : [],
        )
      : [];
  return [...own, ...(node.children ?? []).flatMap(demoSources)];
}

/** The API pages of the names a page's demos import, in the order of the API index. */
export function apiLinksFor(importedNames: Iterable<string>, apiPaths: ReadonlyMap<string, string>): ApiLink[] {
  const links = [...new Set(importedNames)].flatMap((name) => {
    const target = apiPaths.get(name);
    return target ? [{ name, path: target }] : [];
  });
  return links.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export default function remarkApiLinks(options: RemarkApiLinksOptions = {}) {
  let apiPaths = options.apiPaths;
  const resolveApiPaths = (): ReadonlyMap<string, string> => {
    apiPaths ??= apiPathsByName(
      loadExtractedReference({ nodeModulesDir: options.nodeModulesDir ?? path.join(process.cwd(), 'node_modules') }),
    );
    return apiPaths;
  };
  return (tree: Root, file: { path?: string }): void => {
    const sources = demoSources(tree);
    if (sources.length === 0 || !file.path) return;
    const pageDir = demoBaseDir(file.path);
    const names = sources.flatMap((src) => {
      const demoPath = path.resolve(pageDir, src);
      return fs.existsSync(demoPath) ? muiXImportsOf(fs.readFileSync(demoPath, 'utf8'), demoPath) : [];
    });
    const links = apiLinksFor(names, resolveApiPaths());
    if (links.length === 0) return;
    const importCode = `import ApiLinks from '${API_LINKS_COMPONENT}';`;
    const linksCode = JSON.stringify(links);
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'ApiLinks',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'links',
          value: { type: 'mdxJsxAttributeValueExpression', value: linksCode, data: { estree: estree(`(${linksCode})`) } },
        },
      ],
      children: [],
    };
    tree.children.unshift(esmImport(importCode));
    tree.children.push(element);
  };
}
