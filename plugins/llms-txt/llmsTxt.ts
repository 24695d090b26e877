/**
 * The text of `/x/llms.txt` (the llms.txt convention): the site title, a one-line
 * summary, then one section per navigation group listing its pages' Markdown
 * exports with their descriptions. Pages the navigation does not list come last;
 * the API reference, which is not written as docs pages, is left out.
 */
import type { NavigationEntry } from '../../src/data/navigationEntry';
import { flattenPages, isGroupEntry, isLinkEntry } from '../../src/lib/pageTree';
import { markdownUrlOf, toTreePathname } from './paths';

export interface ExportedPage {
  /** The page URL, e.g. `/x/react-data-grid/sorting/`. */
  permalink: string;
  title: string;
  description: string;
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** The site origin the links start with, e.g. `https://mui.com`. */
  siteUrl: string;
  navigation: readonly NavigationEntry[];
  pages: readonly ExportedPage[];
}

const OTHER_PAGES_TITLE = 'Other pages';
/** The API reference is generated from the packages' types (plugins/api-reference), not written as docs pages. */
const API_REFERENCE_PATH = /^\/x\/api(\/|$)/;

function isApiReferencePath(pathname: string): boolean {
  return API_REFERENCE_PATH.test(pathname);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function listItem(page: ExportedPage, siteUrl: string): string {
  const link = `- [${oneLine(page.title)}](${siteUrl.replace(/\/+$/, '')}${markdownUrlOf(page.permalink)})`;
  const description = oneLine(page.description);
  return description ? `${link}: ${description}` : link;
}

export function buildLlmsTxt({ title, summary, siteUrl, navigation, pages }: LlmsTxtInput): string {
  const byPathname = new Map(pages.map((page) => [toTreePathname(page.permalink), page]));
  const listed = new Set<string>();
  const sections: string[] = [];

  const addSection = (heading: string, sectionPages: ExportedPage[]) => {
    if (sectionPages.length > 0) {
      sections.push([`## ${heading}`, '', ...sectionPages.map((page) => listItem(page, siteUrl))].join('\n'));
    }
  };

  for (const entry of navigation) {
    if (isLinkEntry(entry)) continue;
    const entries = isGroupEntry(entry) ? flattenPages(entry.children ?? []) : [entry];
    const groupPages = entries
      .filter((child) => !isGroupEntry(child) && !isLinkEntry(child) && !isApiReferencePath(child.pathname))
      .map((child) => {
        const page = byPathname.get(child.pathname);
        if (!page) {
          throw new Error(`llms-txt: the navigation lists ${child.pathname} (src/data/pages.ts) but no docs page has that URL.`);
        }
        listed.add(child.pathname);
        return page;
      });
    addSection(entry.title ?? entry.pathname, groupPages);
  }

  addSection(
    OTHER_PAGES_TITLE,
    pages.filter((page) => !listed.has(toTreePathname(page.permalink))),
  );

  return `# ${title}\n\n> ${oneLine(summary)}\n\n${sections.join('\n\n')}\n`;
}
