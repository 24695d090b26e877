/**
 * For readers' tools: /x/llms.txt lists every page of the navigation, and each
 * page's Markdown export (its URL plus .md) carries the page's text and demos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from './support/browser';
import { navigationPageUrls } from './support/site';
import { expect, test } from './support/fixtures';

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

test.describe('/x/llms.txt', () => {
  test('lists every docs page of the navigation, grouped, with its Markdown export and summary', async () => {
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

test.describe('Markdown exports', () => {
  for (const pathname of docsPageUrls().map(markdownPathOf)) {
    test(`${pathname} starts with the page title`, async () => {
      const { status, type, text } = await get(pathname);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/markdown/);
      expect(text).toMatch(/^# \S.*\n\n\S/);
      expect(text).not.toMatch(/^import .* from '@theme\//m);
    });
  }

  test('gives the text of the page and inlines its demos as code', async () => {
    const { text } = await get('/x/react-data-grid/pagination.md');
    expect(text.split('\n')[0]).toBe('# Pagination');
    expect(text).toContain('## Server-side pagination');
    const demo = fs.readFileSync(path.join(__dirname, '../../docs/react-data-grid/demos/pagination/BasicPagination.tsx'), 'utf8');
    expect(text).toContain(`\`\`\`tsx\n${demo.trimEnd()}\n\`\`\``);
    expect(text).not.toContain('<Demo');
  });

  test('writes a landing page beside its folder', async () => {
    const { status, text } = await get('/x/react-data-grid.md');
    expect(status).toBe(200);
    expect(text).toMatch(/^# /);
  });
});

test.describe('the Introduction in the navigation', () => {
  test('links llms.txt beside the MCP page, and the Chinese site opens the same English file in a new tab', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/zh/x/introduction/support/');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.getByRole('link', { name: 'MCP 服务器' }).getAttribute('href')).resolves.toBe('/zh/x/introduction/mcp/');
    const opened = page.context().waitForEvent('page');
    await sidebar.getByRole('link', { name: 'llms.txt （在新标签页中打开）' }).click();
    const file = await opened;
    await file.waitForLoadState();
    expect(file.url()).toBe(`${baseUrl()}/x/llms.txt`);
    expect(await file.locator('body').textContent()).toMatch(/^# MUI X\n/);
    expect(problems.errors).toEqual([]);
  });
});
