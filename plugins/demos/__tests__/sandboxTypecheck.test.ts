/**
 * Every demo of the site, as the TypeScript sandbox project readers open, must
 * type-check against the installed packages: no sandbox link opens a broken project.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { localImportsOf, stylingVariantFiles, type StylingVariant } from '../remarkDemos';
import { adapterPackagesOf } from '../sandbox/adapters';
import { createSandboxProject, SANDBOX_TSCONFIG } from '../sandbox/project';

const execFileAsync = promisify(execFile);
// TypeScript 7's compiler (package.json installs it as @typescript/native; `typescript` is 6's API for the tools).
const tsc = path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin/tsc');
const siteDir = path.join(__dirname, '../../..');
const outDir = path.join(siteDir, 'node_modules/.cache/x-docs-sandbox-typecheck');

/** The TypeScript demos the pages embed (`<Demo src="./demos/…/Name.tsx" />`); other modules beside them are helpers. */
function demoFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return demoFiles(full);
    if (!entry.name.endsWith('.mdx')) return [];
    const sources = [...fs.readFileSync(full, 'utf8').matchAll(/<Demo\s[^>]*\bsrc="([^"]+\.tsx)"/g)];
    return sources.map((match) => path.resolve(dir, match[1] as string));
  });
}

jest.setTimeout(600_000);

it('type-checks the TypeScript sandbox project of every demo', async () => {
  const pageDemos = [...new Set(demoFiles(path.join(siteDir, 'docs')))];
  expect(pageDemos.length).toBeGreaterThan(4);
  // Each demo's styling variants (Name.tailwind.tsx, Name.css.tsx) open their own sandbox projects too.
  const demos: { demoPath: string; styling: 'system' | StylingVariant }[] = [];
  for (const demoPath of pageDemos) {
    demos.push({ demoPath, styling: 'system' });
    for (const variant of await stylingVariantFiles(demoPath)) demos.push({ demoPath: variant.path, styling: variant.styling });
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  // Each date adapter adds its date type to the pickers' value type for the whole program, while a real sandbox
  // holds one demo: projects are checked together only with projects that use the same date libraries.
  const projectsByDateLibraries = new Map<string, string[]>();
  for (const { demoPath, styling } of demos) {
    const source = fs.readFileSync(demoPath, 'utf8');
    const localFiles = (await localImportsOf(demoPath, source)).map((file) => ({
      specifier: file.specifier,
      name: file.name,
      source: file.tsSource,
      jsx: file.extension === 'tsx',
      stylesheet: file.extension === 'css',
    }));
    const name = path.basename(demoPath, '.tsx').replace(/\.(tailwind|css)$/, '');
    const project = createSandboxProject({ name, codeVariant: 'TS', source, localFiles, styling });
    const projectName = path.relative(path.join(siteDir, 'docs'), demoPath).replace(/[\\/]/g, '__');
    for (const [file, content] of Object.entries(project.files)) {
      fs.mkdirSync(path.dirname(path.join(outDir, projectName, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, projectName, file), content);
    }
    const dateLibraries = adapterPackagesOf([source, ...localFiles.map((file) => file.source)].join('\n'))
      .sort()
      .join('+');
    projectsByDateLibraries.set(dateLibraries, [...(projectsByDateLibraries.get(dateLibraries) ?? []), projectName]);
  }
  // One program per group: each project's files are checked with the sandbox's own compiler options. The groups run
  // two at a time, the largest first (892 projects take about 18 s, each group of one about 1 s), so the small ones
  // share the other core instead of queuing after it.
  const groups = [...projectsByDateLibraries].sort(([, a], [, b]) => b.length - a.length);
  const failures: string[] = [];
  const typecheckGroups = async () => {
    for (let group = groups.shift(); group; group = groups.shift()) {
      const [dateLibraries, projectNames] = group;
      const tsconfigPath = path.join(outDir, `tsconfig.${dateLibraries || 'no-adapter'}.json`);
      const include = projectNames.map((projectName) => `${projectName}/src`);
      fs.writeFileSync(tsconfigPath, JSON.stringify({ compilerOptions: { ...SANDBOX_TSCONFIG.compilerOptions, types: [] }, include }));
      try {
        await execFileAsync(process.execPath, [tsc, '-p', tsconfigPath], { encoding: 'utf8' });
      } catch (error) {
        failures.push((error as { stdout?: string }).stdout ?? String(error));
      }
    }
  };
  await Promise.all([typecheckGroups(), typecheckGroups()]);
  if (failures.length > 0) {
    throw new Error(`A sandbox project does not type-check:\n${failures.join('\n').slice(0, 4000)}`);
  }
});
