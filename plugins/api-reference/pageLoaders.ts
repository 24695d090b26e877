/**
 * How an API page's data reaches the browser. API routes declare no data
 * module of their own: a module per route would add a registry entry, a chunk
 * name and a chunk-hash entry to the route table and the runtime that every
 * page of the site downloads. The page reads its data from the HTML on first
 * load; a reader navigating to it fetches `<route>/data.json`, a static file
 * written into the build beside the page. The server bundle imports the same
 * data through a generated module.
 */
export interface PageDataFile {
  /** The route path, base URL included (`/zh/x/api/data-grid/data-grid/`). */
  routePath: string;
  /** The data file's name, beside the generated module (`data-grid-data-grid.json`). */
  fileName: string;
}

/** The generated module the server bundle loads API page data through. */
export const PAGE_LOADER_FILE = 'pageLoader.server.js';

/** Where the browser fetches the data of the API page at `routePath` (base URL included, trailing slash). */
export function pageDataUrl(routePath: string): string {
  return `${routePath}data.json`;
}

/** The same file as a build output path, relative to the build folder of the locale whose base URL is `baseUrl`. */
export function pageDataAssetName(routePath: string, baseUrl: string): string {
  return pageDataUrl(routePath).slice(baseUrl.length);
}

/** What loading the data of a route that has no API page rejects with, followed by the route path. */
export const NOT_PUBLISHED = 'No API page is published at ';

/** The server's loader: route path → `import()` of the data file, behind the same function the browser has. */
export function serverPageLoaderSource(files: readonly PageDataFile[]): string {
  const entries = files.map(
    ({ routePath, fileName }) => `  ${JSON.stringify(routePath)}: () => import(${JSON.stringify(`./${fileName}`)}),`,
  );
  return [
    'const loaders = {',
    ...entries,
    '};',
    'export default function loadApiPage(routePath) {',
    '  const load = loaders[routePath];',
    `  return load ? load().then((module) => module.default) : Promise.reject(new Error(${JSON.stringify(NOT_PUBLISHED)} + routePath));`,
    '}',
    '',
  ].join('\n');
}
