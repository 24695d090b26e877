import { loadStylesheetIntoLayer } from '../client/layeredStylesheet';

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
