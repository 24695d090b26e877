/**
 * A remark plugin for guide pages: `<PropDefault of="DataGrid.rowHeight" />` and
 * `<PropType of="GridApi.getRow" />` become the prop's `@default` or type, read
 * from the extracted API reference at build time, so prose cannot drift from the
 * installed types and no API data reaches the browser. `<Since of="DataGrid.columnFilterDebounceMs" />`
 * (or `of="ChartsBrushOverlay"`) by a heading becomes the badge of the minor that introduced it (history.json).
 * A name the reference does not have, a prop without a `@default`, or an API present
 * from the major's first release fails the build with the page and name.
 */
import path from 'node:path';
import type { InlineCode, Link, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { loadExtractedReference } from './cache';
import type { RawMember, RawPage } from './extract/types';
import { apiPagePath } from './products';
import { memberAnchor } from './memberAnchor';
import { API_HISTORY, historyKey, type PageHistory } from './apiHistory';
import english from '../../src/translations/en.json';
import chinese from '../../src/translations/zh.json';

export const API_VALUE_ELEMENTS = { PropDefault: 'default', PropType: 'type' } as const;
const SINCE_ELEMENT = 'Since';
type ElementName = keyof typeof API_VALUE_ELEMENTS;
export type ApiValueKind = (typeof API_VALUE_ELEMENTS)[ElementName];

export interface ResolvedMember {
  page: Pick<RawPage, 'name' | 'product' | 'slug'>;
  member: RawMember;
}

export interface RemarkApiValuesOptions {
  /** The pages to read; from the extracted reference when not given. */
  pages?: readonly RawPage[];
  nodeModulesDir?: string;
  /** Link each value to its row on the API page (off when the site is built without the API reference). */
  linkToApiPage?: boolean;
}

/** Finds `Name.member` (a nested `Name.a.b` is read as member `a.b`, which no table has). */
export function resolveApiMember(of: string, pages: readonly RawPage[]): ResolvedMember {
  const dot = of.indexOf('.');
  if (dot <= 0 || dot === of.length - 1) {
    throw new Error(`"${of}" is not of the form Component.prop (for example "DataGrid.rowHeight")`);
  }
  const pageName = of.slice(0, dot);
  const memberName = of.slice(dot + 1);
  const page = pages.find((candidate) => candidate.name === pageName);
  if (!page) throw new Error(`the API reference has no component or interface named ${pageName}`);
  const member = page.members.find((candidate) => candidate.name === memberName);
  if (!member) throw new Error(`${pageName} has no prop or member named ${memberName} in the API reference`);
  return { page, member };
}

/**
 * A `@default` as phrasing content: written with backticks (`` `true` for desktop, `false` for mobile ``), it is
 * read as text and code, as the API table shows it; any other default is one piece of code.
 */
export function defaultContent(defaultValue: string): PhrasingContent[] {
  const value = defaultValue.trim();
  if (!value.includes('`')) return [{ type: 'inlineCode', value } satisfies InlineCode];
  if (value.includes('\n')) throw new Error('its @default spans several lines; describe it in words instead');
  // A default written as a sentence ends with a full stop; the page's own sentence goes on after it.
  return value
    .replace(/\.$/, '')
    .split('`')
    .flatMap((piece, index): PhrasingContent[] =>
      piece === ''
        ? []
        : [index % 2 === 1 ? ({ type: 'inlineCode', value: piece } satisfies InlineCode) : ({ type: 'text', value: piece } satisfies Text)],
    );
}

/** What an element renders: the default or the type, as code linked to the member's row when asked. */
export function apiValueContent({ page, member }: ResolvedMember, kind: ApiValueKind, linkToApiPage: boolean): PhrasingContent[] {
  let content: PhrasingContent[];
  if (kind === 'default') {
    if (member.defaultValue === undefined) throw new Error(`${page.name}.${member.name} has no @default in the API reference`);
    content = defaultContent(member.defaultValue);
  } else {
    content = [{ type: 'inlineCode', value: member.type }];
  }
  // A default written as a phrase stays plain text: a whole phrase underlined as one link reads badly in a sentence.
  if (!linkToApiPage || content.length !== 1) return content;
  const link: Link = { type: 'link', url: `${apiPagePath(page.product, page.slug)}#${memberAnchor(member.name)}`, children: content };
  return [link];
}

/** The minor that introduced `Component` or `Component.prop` during the major; fails for one present from the start. */
export function sinceVersion(of: string, pages: readonly RawPage[], history: Readonly<Record<string, PageHistory>> = API_HISTORY): string {
  const [pageName, memberName, ...rest] = of.split('.');
  if (!pageName || memberName === '' || rest.length > 0) {
    throw new Error(`"${of}" is not of the form Component or Component.prop (for example "DataGrid.columnFilterDebounceMs")`);
  }
  const page = pages.find((candidate) => candidate.name === pageName);
  if (!page) throw new Error(`the API reference has no component or interface named ${pageName}`);
  if (memberName !== undefined && !page.members.some((member) => member.name === memberName)) {
    throw new Error(`${pageName} has no prop or member named ${memberName} in the API reference`);
  }
  const past = history[historyKey(page)];
  const since = memberName === undefined ? past?.since : past?.props?.[memberName]?.since;
  if (since === undefined) throw new Error(`${of} was there from the major's first release, so it gets no badge`);
  return since;
}

const SINCE_TEXT = { en: english['apiReference.since'], zh: chinese['apiReference.since'] };

/** The badge, in the page's language (a translation lives under `i18n/zh/`). */
function sinceBadge(version: string, filePath: string | undefined): MdxJsxTextElement {
  const text = (filePath?.includes(`${path.sep}i18n${path.sep}zh${path.sep}`) ? SINCE_TEXT.zh : SINCE_TEXT.en).replace(
    '{version}',
    version,
  );
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    // Kept out of the search index, where it would run into the heading's last word.
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'since-badge' },
      { type: 'mdxJsxAttribute', name: 'data-pagefind-ignore', value: '' },
    ],
    children: [{ type: 'text', value: text }],
  };
}

/** An element as plain Markdown, for the `.md` exports of the pages (llms-txt), with the same failures. */
export function apiValueMarkdown(elementName: string, of: string, pages: readonly RawPage[]): string {
  if (elementName === SINCE_ELEMENT) return `(since ${sinceVersion(of, pages)})`;
  if (!Object.hasOwn(API_VALUE_ELEMENTS, elementName)) throw new Error(`<${elementName}> is not an API value element`);
  const content = apiValueContent(resolveApiMember(of, pages), API_VALUE_ELEMENTS[elementName as ElementName], false);
  return content.map((node) => (node.type === 'inlineCode' ? codeSpan(node.value) : node.type === 'text' ? node.value : '')).join('');
}

/** Inline code that holds its own backticks. */
function codeSpan(value: string): string {
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return longestRun === 0 ? `${fence}${value}${fence}` : `${fence} ${value} ${fence}`;
}

type ApiValueElement = (MdxJsxTextElement | MdxJsxFlowElement) & { name: ElementName | typeof SINCE_ELEMENT };

function isApiValueElement(node: { type: string; name?: unknown }): node is ApiValueElement {
  return (
    (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
    typeof node.name === 'string' &&
    (Object.hasOwn(API_VALUE_ELEMENTS, node.name) || node.name === SINCE_ELEMENT)
  );
}

function ofAttribute(element: ApiValueElement): string {
  const attribute = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'of');
  if (!attribute || typeof attribute.value !== 'string') throw new Error('it needs an of="Component.prop" attribute written as a string');
  return attribute.value;
}

function where(filePath: string | undefined, element: ApiValueElement): string {
  const file = filePath ? path.relative(process.cwd(), filePath) : 'a page';
  const line = element.position?.start.line;
  return line === undefined ? file : `${file}:${line}`;
}

export default function remarkApiValues(options: RemarkApiValuesOptions = {}) {
  const linkToApiPage = options.linkToApiPage ?? true;
  let pages = options.pages;
  const resolvePages = (): readonly RawPage[] => {
    pages ??= loadExtractedReference({ nodeModulesDir: options.nodeModulesDir ?? path.join(process.cwd(), 'node_modules') }).pages;
    return pages;
  };
  const replaceIn = (parent: Parent, filePath: string | undefined): void => {
    parent.children = parent.children.flatMap<RootContent>((child) => {
      if (!isApiValueElement(child)) {
        if ('children' in child) replaceIn(child, filePath);
        return [child];
      }
      let of = '';
      try {
        of = ofAttribute(child);
        if (child.name === SINCE_ELEMENT) {
          const before = parent.children[parent.children.indexOf(child) - 1];
          if (parent.type === 'heading' && before?.type === 'text' && /\s$/.test(before.value)) {
            throw new Error(
              'write it right after the heading\'s last word (`## Title<Since of="…" />`): the space before it would end the heading\'s anchor with a hyphen',
            );
          }
          return [sinceBadge(sinceVersion(of, resolvePages()), filePath)];
        }
        const content = apiValueContent(resolveApiMember(of, resolvePages()), API_VALUE_ELEMENTS[child.name], linkToApiPage);
        return child.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: content }] : content;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${where(filePath, child)}: <${child.name} of="${of}" /> cannot be resolved: ${reason}.`);
      }
    });
  };
  return (tree: Root, file: { path?: string }): void => {
    replaceIn(tree, file.path);
  };
}
