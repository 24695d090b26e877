const IMPORT_STATEMENT = /^\s*import\s+(?:[^'";]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The module paths a source file imports (`@mui/x-date-pickers/AdapterDayjs`, `../data/employees`, ...). */
export function importedModules(source: string): string[] {
  return [...source.matchAll(IMPORT_STATEMENT)].map((match) => match[1] as string);
}

// `new URL('./excelExportWorker.ts', import.meta.url)`: a file the bundler bundles or copies for the module, such as a
// web worker's script (`new Worker(new URL(…))`). Unlike an import, it names the file with its extension.
const MODULE_URL = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** The relative paths a source file refers to with `new URL('<path>', import.meta.url)`, extensions included. */
export function moduleUrls(source: string): string[] {
  return [...source.matchAll(MODULE_URL)].map((match) => match[2] as string);
}

/** Replaces each path of a `new URL('<path>', import.meta.url)` with what `rename` returns for it. */
export function renameModuleUrls(source: string, rename: (specifier: string) => string): string {
  return source.replace(MODULE_URL, (match, quote: string, specifier: string) =>
    match.replace(`${quote}${specifier}${quote}`, `${quote}${rename(specifier)}${quote}`),
  );
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** The npm packages a demo imports; local files are left out and scoped packages kept whole. */
export function importedPackages(source: string): string[] {
  const packages = importedModules(source)
    .filter((specifier) => !isRelativeSpecifier(specifier) && !specifier.startsWith('/'))
    .map((specifier) => {
      const [first = '', second = ''] = specifier.split('/');
      return first.startsWith('@') ? `${first}/${second}` : first;
    });
  return [...new Set(packages)].sort();
}
