import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildSearchIndex, pageUrl } from '@site/plugins/search/buildIndex';

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><nav>Navigation</nav>${body}</body></html>`;

describe('pageUrl', () => {
  it('is the URL a reader opens the built file at, under the locale base URL', () => {
    expect(pageUrl('/', 'x/react-data-grid/sorting/index.html')).toBe('/x/react-data-grid/sorting/');
    expect(pageUrl('/zh/', 'x/introduction/index.html')).toBe('/zh/x/introduction/');
    expect(pageUrl('/', '404.html')).toBe('/404.html');
  });
});

describe('buildSearchIndex', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-search-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), html);
    };
    write('x/sorting/index.html', page('en', '<article data-pagefind-body><h1>Sorting</h1><p>Order rows.</p></article>'));
    write(
      'x/api/grid/index.html',
      page(
        'en',
        // As the site draws them: the plan's badge and mark beside the title, the anchor link after a section's heading.
        '<div data-pagefind-body><h1><code>DataGridPro</code><span class="badges"><span data-badge="plan">Pro</span>' +
          '<span data-pagefind-ignore title="Not in your plan: needs Pro"><span>Needs Pro</span></span></span></h1>' +
          '<div data-demo>TSJS</div>' +
          '<h2 id="props">Props<span data-pagefind-ignore><span>Needs Pro</span></span><a href="#props" class="hash-link">\u200b</a></h2>' +
          '<table><tr id="prop-rowHeight"><td>rowHeight<td>Sets the height of a row.</table></div>',
      ),
    );
    // Minified as the build writes it: no end tags on table cells.
    write(
      'x/features/index.html',
      page(
        'en',
        '<main data-pagefind-body><h1>Features</h1><table><thead><tr><th>Feature<th>Plan<tbody><tr><td>Filter panel<td>MIT</table></main>',
      ),
    );
    write('404.html', page('en', '<h1>Not found</h1>'));
    write('zh/x/sorting/index.html', page('zh', '<article data-pagefind-body><h1>排序</h1></article>'));
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("indexes the locale's marked pages only, leaving out other locales, and lists the index's files", async () => {
    await expect(buildSearchIndex({ outDir, baseUrl: '/', skipFolders: ['zh'] })).resolves.toBe(3);
    const files = JSON.parse(fs.readFileSync(path.join(outDir, 'pagefind', 'x-docs-files.json'), 'utf8')) as string[];
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-entry.json');
    expect(files.some((file) => file.startsWith('fragment/'))).toBe(true);
    expect(files.some((file) => file.startsWith('pagefind-ui'))).toBe(false);
    const entry = JSON.parse(fs.readFileSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages)).toEqual(['en']);
  }, 30_000);

  it("keeps a page's headings, by their words alone, as its sections and leaves the ids of other elements out of its fragment", async () => {
    await buildSearchIndex({ outDir, baseUrl: '/', skipFolders: ['zh'] });
    const fragments = path.join(outDir, 'pagefind', 'fragment');
    const apiPage = fs
      .readdirSync(fragments)
      .map((file) => zlib.gunzipSync(new Uint8Array(fs.readFileSync(path.join(fragments, file)))).toString('utf8'))
      .map(
        (text) =>
          JSON.parse(text.slice(text.indexOf('{'))) as {
            url: string;
            content: string;
            meta: { title: string };
            anchors: { element: string; id: string; text: string }[];
          },
      )
      .find((fragment) => fragment.url === '/x/api/grid/');
    expect(apiPage?.anchors.map(({ element, id }) => `${element}#${id}`)).toEqual(['h2#props']);
    // The titles a result shows are the headings' words, without the badges, marks and anchor link drawn beside them.
    expect(apiPage?.meta.title).toBe('DataGridPro');
    expect(apiPage?.anchors[0]?.text).toBe('Props');
    expect(apiPage?.content).toContain('Sets the height of a row.');
  }, 30_000);

  it('keeps the texts of neighbouring table cells apart when the minifier left out their end tags', async () => {
    await buildSearchIndex({ outDir, baseUrl: '/', skipFolders: ['zh'] });
    const fragments = path.join(outDir, 'pagefind', 'fragment');
    const contents = fs
      .readdirSync(fragments)
      .map((file) => zlib.gunzipSync(new Uint8Array(fs.readFileSync(path.join(fragments, file)))).toString('utf8'))
      .join('\n');
    expect(contents).toContain('Filter panel. MIT');
    expect(contents).not.toContain('panelMIT');
    expect(contents).toMatch(/Feature\W+Plan/);
  }, 30_000);
});
