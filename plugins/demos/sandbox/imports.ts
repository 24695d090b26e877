const IMPORT_STATEMENT = /^\s*import\s+(?:[^'";]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The module paths a source file imports (`@mui/x-date-pickers/AdapterDayjs`, `../data/employees`, ...). */
export function importedModules(source: string): string[] {
  return [...source.matchAll(IMPORT_STATEMENT)].map((match) => match[1] as string);
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
