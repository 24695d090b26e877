import { loadStylesheetIntoLayer } from '../client/layeredStylesheet';

// jsdom parses no stylesheet text apart: the test's parser takes one rule a line.
const parseRules = (css: string) => css.split('\n').map((cssText) => ({ cssText }));

type JsdomRule = CSSRule & { layerName?: string; cssRules?: CSSRuleList };

/** jsdom calls a layer block's name `layerName`; browsers, and the loader, `name`. */
function nameLayerBlocks(rules: CSSRuleList | undefined): void {
  for (const rule of Array.from(rules ?? []) as JsdomRule[]) {
    if (rule.layerName !== undefined) Object.defineProperty(rule, 'name', { value: rule.layerName });
    nameLayerBlocks(rule.cssRules);
  }
}

function setHead(html: string): void {
  document.head.innerHTML = html;
  for (const style of document.head.querySelectorAll('style')) nameLayerBlocks(style.sheet?.cssRules);
}

/** The rules of the page's anonymous block for the code theme. */
function pageBlockRules(): CSSRuleList | undefined {
  const outer = document.head.querySelector('style')?.sheet?.cssRules[0] as CSSLayerBlockRule | undefined;
  return (outer?.cssRules[0] as CSSLayerBlockRule | undefined)?.cssRules;
}

function response(status: number, body: string): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => body } as Response;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('loadStylesheetIntoLayer', () => {
  it('inserts the fetched stylesheet inside the named layer', async () => {
    const fetch = jest.fn(async () => response(200, '.token{color:red}'));
    await expect(loadStylesheetIntoLayer({ href: '/code-theme.css', layer: 'theme', document, fetch })).resolves.toBe('layered');
    expect(fetch).toHaveBeenCalledWith('/code-theme.css', { signal: undefined });
    expect(document.head.querySelector('style')?.textContent).toBe('@layer theme {\n.token{color:red}\n}');
    expect(document.head.querySelector('link')).toBeNull();
  });

  it("fills the page's empty layer block for that stylesheet instead of adding a style element", async () => {
    setHead('<style data-href="/code-theme.css">@layer theme{@layer{}}</style>');
    const fetch = jest.fn(async () => response(200, '.token{color:red}\n[data-theme=dark] .token{color:pink}'));
    await expect(loadStylesheetIntoLayer({ href: '/code-theme.css', layer: 'theme', document, fetch, parseRules })).resolves.toBe(
      'layered',
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(Array.from(pageBlockRules() ?? []).map((rule) => (rule as CSSStyleRule).selectorText)).toEqual([
      '.token',
      '[data-theme=dark] .token',
    ]);
  });

  it.each([
    ['of another layer', '<style data-href="/code-theme.css">@layer base{@layer{}}</style>'],
    ['of another stylesheet', '<style data-href="/other.css">@layer theme{@layer{}}</style>'],
    ['not empty', '<style data-href="/code-theme.css">@layer theme{@layer{.kept{color:blue}}}</style>'],
    ['named', '<style data-href="/code-theme.css">@layer theme{@layer code{}}</style>'],
  ])("adds a style element of its own when the page's block is %s", async (_case, head) => {
    setHead(head);
    const fetch = jest.fn(async () => response(200, '.token{color:red}'));
    await expect(loadStylesheetIntoLayer({ href: '/code-theme.css', layer: 'theme', document, fetch, parseRules })).resolves.toBe(
      'layered',
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    expect(document.head.querySelector('style:last-child')?.textContent).toBe('@layer theme {\n.token{color:red}\n}');
  });

  it('adds a style element of its own when the stylesheet cannot be parsed apart or a rule is refused', async () => {
    for (const [parse, body] of [
      [() => null, '.token{color:red}'],
      [parseRules, '.token{color:red}\n.broken{'],
    ] as const) {
      setHead('<style data-href="/code-theme.css">@layer theme{@layer{}}</style>');
      const fetch = jest.fn(async () => response(200, body));
      await expect(loadStylesheetIntoLayer({ href: '/code-theme.css', layer: 'theme', document, fetch, parseRules: parse })).resolves.toBe(
        'layered',
      );
      const own = document.head.querySelectorAll('style')[1];
      expect(pageBlockRules()).toHaveLength(0);
      expect(own?.textContent).toBe(`@layer theme {\n${body}\n}`);
    }
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404 answer', async () => response(404, 'Not found')],
    ['a 500 answer', async () => response(500, '')],
  ])('falls back to a plain stylesheet link after %s', async (_case, fetch) => {
    await expect(loadStylesheetIntoLayer({ href: '/code-theme.css', layer: 'theme', document, fetch: fetch })).resolves.toBe('linked');
    const link = document.head.querySelector('link');
    expect(link?.rel).toBe('stylesheet');
    expect(link?.getAttribute('href')).toBe('/code-theme.css');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('does nothing when the request is aborted', async () => {
    const abort = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    const fetch = jest.fn(async () => Promise.reject(abort));
    await expect(loadStylesheetIntoLayer({ href: '/code-theme.css', layer: 'theme', document, fetch })).resolves.toBe('aborted');
    expect(document.head.children).toHaveLength(0);
  });
});
