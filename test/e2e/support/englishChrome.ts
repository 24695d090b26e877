/**
 * Finds the site's own words left in English on a page of the Chinese build: text and the attributes a reader meets
 * (`aria-label`, `title`, `placeholder`, `alt`, and the product name Pagefind shows with a result), outside what the
 * page is about. Content stays as written: the docs prose (what an author wrote in the Markdown, and the table of
 * contents that repeats its headings), code, demos' output and the packages' JSDoc on the API pages.
 */
import { Parser } from 'htmlparser2';
import english from '../../../src/translations/en.json';

/**
 * Names that are English in every language: the family, the site it links to for questions, the three plans
 * (i18n/zh/glossary.md keeps Community, Pro and Premium in English: badges, the search filter, My plan), the demo
 * toolbar's code languages, the glossary's "Hook", and the language menu's own name for English. Names written in
 * code's casing (GitHub, CodeSandbox, DataGrid) pass without a list.
 */
export const ALLOWED_NAMES: readonly string[] = [
  'MUI X',
  'API',
  'Stack Overflow',
  'Community',
  'Pro',
  'Premium',
  'TS',
  'JS',
  'Hook',
  'English',
];

export interface PageToCheck {
  /** The page's address (`/zh/x/api/charts/gauge/`). */
  pathname: string;
  /** The slugs of the API reference's pages (`date-picker`, `gauge`): the components' names, as addresses. */
  componentSlugs: ReadonlySet<string>;
}

export interface EnglishChrome {
  text: string;
  /** Where it was found: `text`, or the attribute's name. */
  where: string;
}

type Attributes = Record<string, string>;
type Context = 'skip' | 'prose' | 'chrome';

interface OpenElement {
  context: Context;
  inMarkdown: boolean;
  /** The API page a link leads to, for the text inside it. */
  apiSlug?: string;
}

/** Elements whose text is never chrome. */
const CONTENT_TAGS = new Set(['script', 'style', 'svg', 'noscript', 'template', 'code', 'pre', 'kbd']);
const CHECKED_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
/** The Markdown an author writes becomes these elements: their text in the docs article is the page's prose. */
const MARKDOWN_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol li table thead tbody tfoot tr td th a strong em b i del s blockquote sup sub br hr img details summary dl dt dd input mark abbr'.split(
    ' ',
  ),
);
/** Docusaurus's containers for an author's text (admonition bodies, tabs): they keep the prose inside them prose. */
const PROSE_CONTAINERS = [/^theme-admonition$/, /^admonitionContent_/, /^tabs-container$/, /^collapsibleContent_/];
const API_PAGE = /\/x\/api\/[^/]+\/([^/]+)\/$/;
const HAN = /\p{Script=Han}/u;
const WORD_SEPARATORS = /[\s,;:()!?"'“”‘’[\]{}<>|·…–—=+*×→›»«]+/u;
const ALLOWED_PATTERN = new RegExp(`(?<![\\w-])(${ALLOWED_NAMES.join('|')})(?![\\w-])`, 'g');
/** Two or more capitalised words: a component's name spaced as the navigation labels its page (`Date Range Picker`). */
const SPACED_NAME = /\b[A-Z][a-z]+(?: [A-Z][a-z]+)+\b/g;

/** `DataGrid`, `getRowId`, `@mui/x-data-grid`, `llms.txt`: names from code, whatever the language around them. */
function isCodeName(word: string): boolean {
  return /[a-z][A-Z]/.test(word) || /^[A-Z]{2,}[a-z]/.test(word) || /[@._$]/.test(word);
}

/** The products' English names: "Data Grid" is a product on the site (to translate) before it is `DataGrid`. */
const PRODUCT_NAMES = new Set(Object.entries(english).flatMap(([key, name]) => (key.startsWith('product.name.') ? [name] : [])));

/** `Date Range Field` names `SingleInputDateRangeField`: a component whose slug is, or ends with, the words. */
function namesComponent(words: string, componentSlugs: ReadonlySet<string>): boolean {
  if (PRODUCT_NAMES.has(words)) return false;
  const slug = words.toLowerCase().replaceAll(' ', '-');
  return [...componentSlugs].some((name) => name === slug || name.endsWith(`-${slug}`));
}

/**
 * Whether a label a reader sees is English: no Chinese in it, and a word that is neither an allowed name, a name
 * from code, nor a component's name (spaced into words, or one word where the label names its own API page).
 */
export function isEnglish(text: string, componentSlugs: ReadonlySet<string>, ownApiSlugs: readonly string[] = []): boolean {
  if (HAN.test(text)) return false;
  return text
    .replace(ALLOWED_PATTERN, ' ')
    .replace(SPACED_NAME, (words) => (namesComponent(words, componentSlugs) ? ' ' : words))
    .split(WORD_SEPARATORS)
    .map((word) => word.replace(/^[-.#]+|[-.#]+$/g, ''))
    .some((word) => /[A-Za-z]{2,}/.test(word) && !isCodeName(word) && !ownApiSlugs.includes(word.toLowerCase()));
}

/** What an element makes of the text inside it: skipped content, the docs prose, or chrome to check. */
function contextOf(tag: string, attributes: Attributes, parent: OpenElement): Context {
  const classes = (attributes.class ?? '').split(/\s+/);
  if (parent.context === 'skip' || CONTENT_TAGS.has(tag)) return 'skip';
  // A demo's output, the packages' JSDoc on the API pages, and the table of contents (the page's own headings).
  if (classes.includes('demo-frame') || classes.includes('table-of-contents') || attributes['data-jsdoc'] !== undefined) {
    return 'skip';
  }
  if (classes.includes('theme-doc-markdown')) return 'prose';
  if (!parent.inMarkdown) return 'chrome';
  const keepsProse =
    MARKDOWN_TAGS.has(tag) ||
    attributes.role === 'tabpanel' ||
    classes.some((name) => PROSE_CONTAINERS.some((pattern) => pattern.test(name)));
  return parent.context === 'prose' && keepsProse ? 'prose' : 'chrome';
}

/** Every English label of the page, in document order. */
export function findEnglishChrome(html: string, { pathname, componentSlugs }: PageToCheck): EnglishChrome[] {
  const found: EnglishChrome[] = [];
  const pageSlug = API_PAGE.exec(pathname)?.[1];
  const root: OpenElement = { context: 'chrome', inMarkdown: false };
  const open: OpenElement[] = [];
  const current = () => open.at(-1) ?? root;
  const check = (value: string, where: string) => {
    const ownApiSlugs = [pageSlug, current().apiSlug].filter((slug): slug is string => slug !== undefined);
    if (
      isEnglish(
        value,
        componentSlugs,
        ownApiSlugs.map((slug) => slug.replaceAll('-', '')),
      )
    )
      found.push({ text: value, where });
  };
  let text = '';
  // The parser hands a text node over in pieces: it is checked whole, at the next tag.
  const flushText = () => {
    const label = text.replace(/\s+/g, ' ').trim();
    if (label && current().context === 'chrome') check(label, 'text');
    text = '';
  };
  const parser = new Parser({
    onopentag(tag, attributes) {
      flushText();
      const parent = current();
      const context = contextOf(tag, attributes, parent);
      const apiSlug = (tag === 'a' && API_PAGE.exec(attributes.href ?? '')?.[1]) || parent.apiSlug;
      open.push({ context, inMarkdown: parent.inMarkdown || context === 'prose', ...(apiSlug && { apiSlug }) });
      if (context === 'skip') return;
      for (const name of CHECKED_ATTRIBUTES) {
        const value = attributes[name]?.trim();
        // An image's alt text in the prose is the author's.
        if (value && !(context === 'prose' && name === 'alt')) check(value, name);
      }
      const meta = attributes['data-pagefind-meta'];
      if (meta?.startsWith('product:')) check(meta.slice('product:'.length), 'data-pagefind-meta');
    },
    ontext(piece) {
      text += piece;
    },
    onclosetag() {
      flushText();
      open.pop();
    },
  });
  parser.write(html);
  parser.end();
  flushText();
  return found;
}
