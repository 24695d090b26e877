// The bundler (webpack, Rspack, Vite) reads this `new URL` and bundles
// excelExportWorker.ts as a worker script of its own. `type: 'module'` lets Vite
// run the script with its imports during development.
export const createExcelWorker = () =>
  new Worker(new URL('./excelExportWorker.ts', import.meta.url), { type: 'module' });
