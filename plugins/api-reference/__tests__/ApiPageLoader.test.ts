import loadApiPage from '@site/plugins/api-reference/theme/ApiReference/pageLoader.client';

/** A fetch that answers with `status` and a JSON body (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return jest.fn(async () => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response);
}

describe("the browser's API page loader", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("fetches the data file beside the page and resolves to the page's data", async () => {
    const fetch = answer(200, { name: 'BarChart' });
    global.fetch = fetch;
    await expect(loadApiPage('/zh/x/api/charts/bar-chart/')).resolves.toEqual({ name: 'BarChart' });
    expect(fetch).toHaveBeenCalledWith('/zh/x/api/charts/bar-chart/data.json');
  });

  it('says there is no such API page when the file is missing', async () => {
    global.fetch = answer(404, {});
    await expect(loadApiPage('/x/api/charts/nothing/')).rejects.toThrow('No API page is published at /x/api/charts/nothing/');
  });

  it('says the data could not be loaded on any other failure', async () => {
    global.fetch = answer(503, {});
    await expect(loadApiPage('/x/api/charts/bar-chart/')).rejects.toThrow(
      'The data of /x/api/charts/bar-chart/ could not be loaded (HTTP 503)',
    );
  });
});
