/**
 * The source of the module that maps each API page's route path to a loader of
 * its data file. API routes declare no data module of their own: a module per
 * route would add a registry entry and a chunk name to the route table that
 * every page of the site downloads. The page reads its data from the HTML on
 * first load, and through this map when a reader navigates to it.
 */
export interface PageDataFile {
  /** The route path, base URL included (`/zh/x/api/data-grid/data-grid/`). */
  routePath: string;
  /** The data file's name, beside the generated module (`data-grid-data-grid.json`). */
  fileName: string;
}

export const PAGE_LOADERS_FILE = 'pageLoaders.js';

export function pageLoadersModuleSource(files: readonly PageDataFile[]): string {
  const entries = files.map(
    ({ routePath, fileName }) => `  ${JSON.stringify(routePath)}: () => import(${JSON.stringify(`./${fileName}`)}),`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}
