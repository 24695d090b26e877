/**
 * Renders JSDoc descriptions (Markdown with `{@link}` tags and MUI's
 * `[[Name]]` links) to HTML at build time, with the remark tooling Docusaurus
 * already installs. Raw HTML in a comment is shown as text, never injected.
 */
import type { Link, Nodes } from 'mdast';
import { escapeHtml, hastToHtml } from './hastToHtml';

/** Where a link in a description should go on this site. */
export interface LinkResolver {
  /** The API page of an exported name (`GridApi`), if it has one. */
  apiPath(name: string): string | undefined;
  /** This site's path for a mui.com or root-relative URL, when the site has that page. */
  localPath(url: string): string | undefined;
}

type MarkdownModules = {
  fromMarkdown: typeof import('mdast-util-from-markdown').fromMarkdown;
  gfm: typeof import('micromark-extension-gfm').gfm;
  gfmFromMarkdown: typeof import('mdast-util-gfm').gfmFromMarkdown;
  toHast: typeof import('mdast-util-to-hast').toHast;
};

// These packages are ES modules only. Jest runs this file as CommonJS, where a
// native import() kept out of reach of its SWC transform loads them; Docusaurus
// loads plugins with jiti, whose sandbox has no native import() but turns the
// literal import() below into its own loader.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to a native import() that no transform rewrites
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

async function importEsm<T>(specifier: string, viaBundlerTransform: () => Promise<unknown>): Promise<T> {
  try {
    return (await nativeImport(specifier)) as T;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING') throw error;
    return (await viaBundlerTransform()) as T;
  }
}

let modules: Promise<MarkdownModules> | undefined;

// One after the other: they share dependencies, and Jest's ES module loader
// fails on modules requested by two imports at once.
async function importMarkdownModules(): Promise<MarkdownModules> {
  const fromMarkdown = await importEsm<typeof import('mdast-util-from-markdown')>(
    'mdast-util-from-markdown',
    () => import('mdast-util-from-markdown'),
  );
  const gfm = await importEsm<typeof import('micromark-extension-gfm')>('micromark-extension-gfm', () => import('micromark-extension-gfm'));
  const gfmMdast = await importEsm<typeof import('mdast-util-gfm')>('mdast-util-gfm', () => import('mdast-util-gfm'));
  const toHast = await importEsm<typeof import('mdast-util-to-hast')>('mdast-util-to-hast', () => import('mdast-util-to-hast'));
  return { fromMarkdown: fromMarkdown.fromMarkdown, gfm: gfm.gfm, gfmFromMarkdown: gfmMdast.gfmFromMarkdown, toHast: toHast.toHast };
}

function loadMarkdownModules(): Promise<MarkdownModules> {
  modules ??= importMarkdownModules();
  return modules;
}

const LINK_TAG = /\{@link(?:code|plain)?\s+([^\s}|]+)(?:\s*\|?\s*([^}]*))?\}/g;
const DOUBLE_BRACKET_LINK = /\[\[([A-Za-z_$][\w$.]*)\]\]/g;

function nameLink(name: string, text: string | undefined, resolver: LinkResolver): string {
  const label = text?.trim() || name;
  const target = resolver.apiPath(name.split('.')[0] ?? name);
  const code = text?.trim() ? label : `\`${label}\``;
  return target ? `[${code}](${target})` : code;
}

/** `{@link https://… text}`, `{@link GridApi}` and `[[GridRowModel]]` as Markdown links (or code when there is no page). */
export function expandLinkTags(text: string, resolver: LinkResolver): string {
  return text
    .replace(LINK_TAG, (_match, target: string, label: string | undefined) =>
      /^https?:\/\//.test(target) ? `[${label?.trim() || target}](${target})` : nameLink(target, label, resolver),
    )
    .replace(DOUBLE_BRACKET_LINK, (_match, name: string) => nameLink(name, undefined, resolver));
}

function rewriteLink(link: Link, resolver: LinkResolver): void {
  const local = resolver.localPath(link.url);
  if (local) {
    link.url = local;
  } else if (link.url.startsWith('/') && !link.url.startsWith('//')) {
    link.url = `https://mui.com${link.url}`;
  }
}

/** Raw HTML (`<div />` in a sentence) becomes visible text; links point at this site when it has the page. */
function transform(node: Nodes, resolver: LinkResolver): Nodes {
  if (node.type === 'html') {
    return { type: 'text', value: node.value };
  }
  if (node.type === 'link') rewriteLink(node, resolver);
  if ('children' in node) {
    (node as { children: Nodes[] }).children = node.children.map((child) => transform(child, resolver));
  }
  return node;
}

export type MarkdownRenderer = (markdown: string) => string;

/** Loads the Markdown tooling once and returns a synchronous renderer. */
export async function createMarkdownRenderer(resolver: LinkResolver): Promise<MarkdownRenderer> {
  const { fromMarkdown, gfm, gfmFromMarkdown, toHast } = await loadMarkdownModules();
  // The same descriptions come back on many pages (DataGrid, DataGridPro and DataGridPremium share most props):
  // each is rendered once, about one call in five.
  const rendered = new Map<string, string>();
  return (markdown) => {
    if (!markdown.trim()) return '';
    let html = rendered.get(markdown);
    if (html === undefined) {
      const tree = fromMarkdown(expandLinkTags(markdown, resolver), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
      const hast = toHast(transform(tree, resolver));
      html = hast ? hastToHtml(hast) : escapeHtml(markdown);
      rendered.set(markdown, html);
    }
    return html;
  };
}
