/** The npm packages a demo imports, from its `import ... from '...'` statements. */
export function importedPackages(source: string): string[] {
  const specifiers = [...source.matchAll(/^\s*import\s+(?:[^'";]+?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);
  const packages = specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'))
    .map((specifier) => {
      const [first = '', second = ''] = specifier.split('/');
      return first.startsWith('@') ? `${first}/${second}` : first;
    });
  return [...new Set(packages)].sort();
}

/** The module paths a demo imports (`@mui/x-date-pickers/AdapterDayjs`, ...). */
export function importedModules(source: string): string[] {
  return [...source.matchAll(/^\s*import\s+(?:[^'";]+?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);
}
