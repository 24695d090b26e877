/** @jest-environment node */
import { fetchDemoSources } from '../theme/Demo/fetchDemoSources';

const url = new URL('http://localhost/assets/demo-sources/BasicSorting.sources.0123456789ab.json');
const scope = { react: {} };
const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: string): void {
  global.fetch = jest.fn(async () => new Response(body, { status })) as typeof fetch;
}

describe('fetchDemoSources', () => {
  it("gives the file's sources with the page's scope", async () => {
    const sources = { tsSource: 'const a: number = 1;', jsSource: 'const a = 1;', localFiles: [] };
    answer(200, JSON.stringify(sources));
    await expect(fetchDemoSources(url, scope)).resolves.toEqual({ default: sources, scope });
    expect(global.fetch).toHaveBeenCalledWith(url);
  });

  it('rejects with the file and the status when the server does not answer with it', async () => {
    answer(404, 'Not found');
    await expect(fetchDemoSources(url, scope)).rejects.toThrow(
      "The demo's sources (/assets/demo-sources/BasicSorting.sources.0123456789ab.json) answered 404.",
    );
  });

  it('rejects when the answer is not the sources', async () => {
    answer(200, '<!doctype html><title>Offline</title>');
    await expect(fetchDemoSources(url, scope)).rejects.toThrow('is not valid JSON');
  });
});
