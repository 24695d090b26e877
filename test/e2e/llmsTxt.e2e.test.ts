/**
 * For readers' tools: /x/llms.txt lists every page of the navigation, and each
 * page's Markdown export (its URL plus .md) carries the page's text and demos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from './support/browser';
import { navigationPageUrls } from './support/site';

async function get(pathname: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${baseUrl()}${pathname}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The pathnames llms.txt links to, e.g. `/x/react-data-grid/sorting.md`. */
function linkedPathnames(llmsTxt: string): string[] {
  return [...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1] as string).pathname);
}

const markdownPathOf = (pageUrl: string) => `${pageUrl.replace(/\/$/, '')}.md`;
// The API reference is generated from the packages' types, not written as docs pages: it has no Markdown export.
const docsPageUrls = () => navigationPageUrls().filter((url) => !url.startsWith('/x/api/'));

describe('/x/llms.txt', () => {
  it('lists every docs page of the navigation, grouped, with its Markdown export and summary', async () => {
    const { status, type, text } = await get('/x/llms.txt');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toMatch(/^# MUI X\n\n> .+\n\n## Introduction\n/);
    expect(text).toContain('\n## Data Grid\n');
    expect(text).toMatch(/^- \[Pagination\]\(https?:\/\/[^)]+\/x\/react-data-grid\/pagination\.md\): .{20,}$/m);
    const linked = new Set(linkedPathnames(text));
    const missing = docsPageUrls()
      .map(markdownPathOf)
      .filter((pathname) => !linked.has(pathname));
    expect(missing).toEqual([]);
  });
});

describe('Markdown exports', () => {
  it.each(docsPageUrls().map((url) => [markdownPathOf(url)]))('%s starts with the page title', async (pathname) => {
    const { status, type, text } = await get(pathname);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/markdown/);
    expect(text).toMatch(/^# \S.*\n\n\S/);
    expect(text).not.toMatch(/^import .* from '@theme\//m);
  });

  it('gives the text of the page and inlines its demos as code', async () => {
    const { text } = await get('/x/react-data-grid/pagination.md');
    expect(text.split('\n')[0]).toBe('# Pagination');
    expect(text).toContain('## Server-side pagination');
    const demo = fs.readFileSync(path.join(__dirname, '../../docs/react-data-grid/demos/pagination/BasicPagination.tsx'), 'utf8');
    expect(text).toContain(`\`\`\`tsx\n${demo.trimEnd()}\n\`\`\``);
    expect(text).not.toContain('<Demo');
  });

  it('writes a landing page beside its folder', async () => {
    const { status, text } = await get('/x/react-data-grid.md');
    expect(status).toBe(200);
    expect(text).toMatch(/^# /);
  });
});
