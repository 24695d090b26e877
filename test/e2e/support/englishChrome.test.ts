/** The check the e2e suite runs over the Chinese build (test/e2e/chineseChrome.e2e.ts), on small pages. */
import { findEnglishChrome } from './englishChrome';

const componentSlugs = new Set(['data-grid', 'date-picker', 'single-input-date-range-field', 'gauge']);

function englishIn(body: string, pathname = '/zh/x/react-data-grid/sorting/'): string[] {
  return findEnglishChrome(`<!doctype html><html lang="zh"><body>${body}</body></html>`, { pathname, componentSlugs }).map(
    ({ text, where }) => (where === 'text' ? text : `${where}=${text}`),
  );
}

describe('English chrome on a Chinese page', () => {
  it('names an English label of the navigation, and English in the attributes a reader meets', () => {
    expect(englishIn('<nav><a href="/zh/x/react-data-grid/">Overview</a><button aria-label="Close menu">×</button></nav>')).toEqual([
      'Overview',
      'aria-label=Close menu',
    ]);
  });

  it('names the product an English search result would show', () => {
    expect(englishIn('<span hidden data-pagefind-meta="product:Data Grid"></span>')).toEqual(['data-pagefind-meta=Data Grid']);
  });

  it('passes Chinese labels, mixed with names that stay English', () => {
    expect(
      englishIn('<nav><a>排序</a><span title="Pro 计划">Pro</span><a>在 CodeSandbox 中打开</a><a>MUI X</a><a>GitHub</a></nav>'),
    ).toEqual([]);
  });

  it('passes names from code and components spaced as the navigation labels them', () => {
    expect(
      englishIn('<nav><a>DataGrid</a><a>useGridApiRef</a><a>@mui/x-data-grid</a><a>Date Picker</a><a>Date Range Field</a></nav>'),
    ).toEqual([]);
  });

  it('passes a one-word component name only where it names its API page', () => {
    expect(englishIn('<nav><a href="/zh/x/api/charts/gauge/">Gauge</a></nav>')).toEqual([]);
    expect(englishIn('<title>Gauge API - MUI X</title>', '/zh/x/api/charts/gauge/')).toEqual([]);
    expect(englishIn('<nav><a href="/zh/x/react-charts/gauge/">Gauge</a></nav>')).toEqual(['Gauge']);
  });

  it('leaves the docs prose as its author wrote it, but checks the components inside it', () => {
    const article = `<article><div class="theme-doc-markdown markdown">
      <p>按 <strong>Best rated</strong> 排序，见 <a href="#x">Sorting</a>。</p>
      <div class="theme-admonition"><div class="admonitionContent_ab12"><p>Words on screen stay English</p></div></div>
      <div data-demo><div class="demo-frame"><button>Sort ascending</button></div><div class="toolbar"><button aria-label="Copy the code">复制</button></div></div>
      <pre><code>const rows = [];</code></pre>
    </div></article>`;
    expect(englishIn(article)).toEqual(['aria-label=Copy the code']);
  });

  it('leaves code, keys, the table of contents and the packages’ JSDoc alone', () => {
    expect(
      englishIn(
        '<kbd>Enter</kbd><code>Sort rows</code><ul class="table-of-contents"><li><a>Next.js App Router</a></li></ul><div data-jsdoc><p>Callback fired when the value changes.</p></div>',
      ),
    ).toEqual([]);
  });
});
