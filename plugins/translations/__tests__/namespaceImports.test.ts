/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import english from '../../../src/translations/en.json';
import { namespaceOf } from '../namespaces';

const siteDir = path.resolve(__dirname, '../../..');
const keys = Object.keys(english);
const namespaces = [...new Set(keys.map(namespaceOf))];

/** Code the bundler never puts in a page: it reads the dictionaries itself, at build time. */
const BUILD_TIME = new Set(['plugins/api-reference/remarkApiValues.ts', 'plugins/translations/index.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) && !BUILD_TIME.has(file) ? [file] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The namespaces whose keys a file names: `'demo.toolbar.copy'`, `` `product.name.${key}` ``, `'search.filter.'`. */
function namespacesNamedIn(code: string): Set<string> {
  const named = new Set<string>();
  const literal = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9.]*)(\\$\\{)?`, 'g');
  for (const [, text = '', template] of withoutComments(code).matchAll(literal)) {
    const isKey = template || text.endsWith('.') ? keys.some((key) => key.startsWith(text)) : keys.includes(text);
    if (isKey) named.add(namespaceOf(text));
  }
  return named;
}

function namespacesImportedIn(code: string): Set<string> {
  return new Set([...code.matchAll(/^import '@x-docs\/ui-messages\/([A-Za-z]+)';$/gm)].map(([, namespace = '']) => namespace));
}

describe('the namespaces of the UI dictionary each module loads', () => {
  const modules = [...sourceFiles('src'), ...sourceFiles('plugins')].map((file) => {
    const code = fs.readFileSync(path.join(siteDir, file), 'utf8');
    return { file, named: namespacesNamedIn(code), imported: namespacesImportedIn(code) };
  });

  /** `<file>: <namespaces>` for each module with namespaces in `from` that `other` lacks. */
  const lines = (from: 'named' | 'imported', other: 'named' | 'imported') =>
    modules.flatMap((module) => {
      const lacking = [...module[from]].filter((namespace) => !module[other].has(namespace));
      return lacking.length > 0 ? [`${module.file}: ${lacking.join(', ')}`] : [];
    });

  it('has every module that names a key import that key’s namespace, so the page has its messages', () => {
    // A failure lists each module with the `import '@x-docs/ui-messages/<namespace>';` lines it lacks.
    expect(lines('named', 'imported')).toEqual([]);
  });

  it('has no module import a namespace it names no key of, which would load messages no one shows', () => {
    expect(lines('imported', 'named')).toEqual([]);
  });

  it('finds the keys the modules name (the check above would pass on nothing otherwise)', () => {
    const demoToolbar = fs.readFileSync(path.join(siteDir, 'plugins/demos/theme/Demo/DemoToolbar.tsx'), 'utf8');
    expect(namespacesNamedIn(demoToolbar)).toEqual(new Set(['demo']));
    expect(namespacesNamedIn("t(`product.name.${key}`); // t('search.page.title')")).toEqual(new Set(['product']));
    expect(namespacesNamedIn("const path = 'demo.tsx';")).toEqual(new Set());
  });
});
