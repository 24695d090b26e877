/** @jest-environment node */
/**
 * The layout's rules (plugins/README.md): the site chrome in src/ never imports a feature plugin's files (a feature
 * offers what the chrome needs as a theme component, `@theme/…`); a plugin never names a file of src/components or
 * src/theme (it imports what the chrome offers as `@theme/…` too); the pure modules of src/data and src/lib import
 * each other without a cycle.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const siteDir = path.join(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(siteDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The site files a module imports, as paths from the site folder (packages and theme aliases left out). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(siteDir, file), 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    let base: string;
    if (fileName.startsWith('@site/')) base = path.join(siteDir, fileName.slice('@site/'.length));
    else if (fileName.startsWith('.')) base = path.resolve(siteDir, path.dirname(file), fileName);
    else return [];
    const found = RESOLVED_EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found ? [path.relative(siteDir, found).replaceAll(path.sep, '/')] : [];
  });
}

const importsBy = (folder: string) => filesUnder(folder).flatMap((file) => importsOf(file).map((target) => `${file} → ${target}`));

describe('the folder layout', () => {
  it('keeps the site chrome (src/) from importing any file of plugins/', () => {
    expect(importsBy('src').filter((edge) => edge.split(' → ')[1]!.startsWith('plugins/'))).toEqual([]);
  });

  it('keeps plugins from naming a file of src/components or src/theme', () => {
    const intoChrome = (edge: string) => /^src\/(components|theme)\//.test(edge.split(' → ')[1]!);
    expect(importsBy('plugins').filter(intoChrome)).toEqual([]);
  });

  it('has no import cycle among the pure modules of src/data and src/lib', () => {
    const modules = [...filesUnder('src/data'), ...filesUnder('src/lib')];
    const graph = new Map(modules.map((file) => [file, importsOf(file).filter((target) => modules.includes(target))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    modules.forEach((file) => visit(file, []));
    expect(cycles).toEqual([]);
  });

  it('reads the imports it checks (a module known to import the registry)', () => {
    expect(importsOf('src/lib/products.ts')).toContain('src/data/products.ts');
  });
});
