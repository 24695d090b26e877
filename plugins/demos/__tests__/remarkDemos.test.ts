import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDemos, { localImportsOf } from '../remarkDemos';

const pagePath = path.join(__dirname, 'fixtures/demos/page.mdx');
const lazyDemoPath = path.join(__dirname, '../theme/Demo/lazyDemo');
const pageDemoFramePath = path.join(__dirname, '../theme/Demo/pageDemoFrame');
const demoImportLines = [
  `import Demo from ${JSON.stringify(pageDemoFramePath)};`,
  `import { lazyDemo, lazyDemoSources } from ${JSON.stringify(lazyDemoPath)};`,
];
/** The lines that load the page's demos module and make each identifier one of its demos. */
const lazyLines = (pageDemosModule: string, identifiers: string[]) => [
  `const loadPageDemos = () => import(${JSON.stringify(pageDemosModule)});`,
  `const serverPageDemos = process.env.X_DOCS_SERVER_BUNDLE ? require(${JSON.stringify(pageDemosModule)}) : null;`,
  ...identifiers.map((identifier) => `const ${identifier} = lazyDemo(loadPageDemos, ${JSON.stringify(identifier)}, serverPageDemos);`),
];
let sourcesDir = '';

beforeEach(() => {
  sourcesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-'));
});

afterEach(() => {
  fs.rmSync(sourcesDir, { recursive: true, force: true });
});

/** The sources a generated sources file holds. */
function readSources(file: string): { tsSource: string; jsSource: string; localFiles: unknown[] } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The page's demos module, as the page's `loadPageDemos` line names it. */
function pageDemosModule(imports: string[]): string {
  const line = imports.find((entry) => entry.startsWith('const loadPageDemos = '));
  const match = /^\(\) => import\((".*")\)$/.exec(line?.replace(/^const loadPageDemos = /, '').replace(/;$/, '') ?? '');
  if (!match?.[1]) throw new Error(`Not an import() loader: ${line}`);
  return JSON.parse(match[1]) as string;
}

interface WrittenSources {
  sourcesFile: string;
  scopeModule: string;
}

/** The sources file and the scope module the page's demos module names for `identifier`. */
function sourcesOf(demosModule: string, identifier: string): WrittenSources {
  const text = fs.readFileSync(demosModule, 'utf8');
  const scope = new RegExp(`^import \\{ scope as ${identifier}Scope \\} from (".*");$`, 'm').exec(text)?.[1];
  const file = new RegExp(
    `^export const ${identifier}Sources = \\(\\) => fetchDemoSources\\(new URL\\((".*"), import\\.meta\\.url\\), ${identifier}Scope\\);$`,
    'm',
  ).exec(text)?.[1];
  if (!scope || !file) throw new Error(`The demos module names no sources for ${identifier}:\n${text}`);
  return { scopeModule: JSON.parse(scope) as string, sourcesFile: path.join(path.dirname(demosModule), JSON.parse(file) as string) };
}

/** The page's demos module's lines for one demo: its scope, its component and its sources' loader. */
const demoLines = (identifier: string, demoPath: string, { sourcesFile, scopeModule }: WrittenSources) => [
  `import { scope as ${identifier}Scope } from ${JSON.stringify(scopeModule)};`,
  `export { default as ${identifier} } from ${JSON.stringify(demoPath)};`,
  `export const ${identifier}Sources = () => fetchDemoSources(new URL(${JSON.stringify(
    `./${path.basename(sourcesFile)}`,
  )}, import.meta.url), ${identifier}Scope);`,
];
const fetchSourcesLine = `import { fetchDemoSources } from ${JSON.stringify(path.join(__dirname, '../theme/Demo/fetchDemoSources'))};`;

function demoNode(src: string, extra: MdxJsxFlowElement['attributes'] = []): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Demo',
    attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: src }, ...extra],
    children: [],
  };
}

function attributeCode(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  const value = attribute && 'value' in attribute ? attribute.value : undefined;
  return typeof value === 'object' && value !== null ? value.value : undefined;
}

describe('remarkDemos', () => {
  it('imports the demo on first render and hands the Demo component its name, previews and a loader of its sources', async () => {
    const node = demoNode('./CounterDemo.tsx', [{ type: 'mdxJsxAttribute', name: 'hideToolbar', value: null }]);
    const tree: Root = { type: 'root', children: [node] };
    await remarkDemos({ sourcesDir })(tree, { path: pagePath });
    const imports = tree.children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
    const demoPath = path.join(path.dirname(pagePath), 'CounterDemo.tsx');
    const demosModule = pageDemosModule(imports);
    expect(imports).toEqual([...demoImportLines, ...lazyLines(demosModule, ['DemoComponent0'])]);
    expect(path.basename(demosModule)).toMatch(/^page\.demos\.[0-9a-f]{12}\.js$/);
    const written = sourcesOf(demosModule, 'DemoComponent0');
    expect(fs.readFileSync(demosModule, 'utf8').split('\n').filter(Boolean)).toEqual([
      fetchSourcesLine,
      ...demoLines('DemoComponent0', demoPath, written),
    ]);
    expect(attributeCode(node, 'loadSources')).toBe('lazyDemoSources(loadPageDemos, "DemoComponent0")');
    expect(attributeCode(node, 'component')).toBe('DemoComponent0');
    expect(JSON.parse(attributeCode(node, 'name') ?? '""')).toBe('CounterDemo');
    expect(JSON.parse(attributeCode(node, 'tsPreview') ?? 'null')).toBe('<Counter start={21} label="Total" />');
    expect(attributeCode(node, 'tsSource')).toBeUndefined();
    const sources = readSources(written.sourcesFile);
    expect(sources.tsSource).toContain('interface CounterProps');
    expect(sources.jsSource).not.toContain('interface CounterProps');
    expect(sources.localFiles).toEqual([]);
    expect(fs.readFileSync(written.scopeModule, 'utf8')).toContain('import * as module0 from "react";');
    expect(node.attributes.some((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'hideToolbar')).toBe(true);
    expect(node.attributes.some((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'src')).toBe(false);
  });

  it("writes a demo's sources once, under a name that changes with them", async () => {
    const compile = async () => {
      const tree: Root = { type: 'root', children: [demoNode('./CounterDemo.tsx')] };
      await remarkDemos({ sourcesDir })(tree, { path: pagePath });
      const imports = tree.children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
      return sourcesOf(pageDemosModule(imports), 'DemoComponent0');
    };
    const first = await compile();
    expect(path.basename(first.sourcesFile)).toMatch(/^CounterDemo\.sources\.[0-9a-f]{12}\.json$/);
    expect(path.basename(first.scopeModule)).toMatch(/^CounterDemo\.scope\.[0-9a-f]{12}\.js$/);
    expect(await compile()).toEqual(first);
    expect(
      fs
        .readdirSync(sourcesDir)
        .filter((name) => name.startsWith('CounterDemo.'))
        .sort(),
    ).toEqual([first.scopeModule, first.sourcesFile].map((file) => path.basename(file)).sort());
  });

  it('finds the Tailwind and CSS variants beside a demo, each with its own sources, and loads Tailwind on that page', async () => {
    const node = demoNode('./BadgeDemo.tsx');
    const tree: Root = { type: 'root', children: [node] };
    const tailwindStylesheet = '/site/src/css/demo-tailwind.css';
    await remarkDemos({ sourcesDir, tailwindStylesheet })(tree, { path: pagePath });
    const imports = tree.children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
    const dir = path.dirname(pagePath);
    const demosModule = pageDemosModule(imports);
    expect(imports).toEqual([
      ...demoImportLines,
      ...lazyLines(demosModule, ['DemoComponent0', 'DemoComponent0_tailwind', 'DemoComponent0_css']),
      `import ${JSON.stringify(tailwindStylesheet)};`,
    ]);
    const [plain, tailwind, css] = ['DemoComponent0', 'DemoComponent0_tailwind', 'DemoComponent0_css'].map((identifier) =>
      sourcesOf(demosModule, identifier),
    );
    expect(fs.readFileSync(demosModule, 'utf8').split('\n').filter(Boolean)).toEqual([
      fetchSourcesLine,
      ...demoLines('DemoComponent0', path.join(dir, 'BadgeDemo.tsx'), plain!),
      ...demoLines('DemoComponent0_tailwind', path.join(dir, 'BadgeDemo.tailwind.tsx'), tailwind!),
      ...demoLines('DemoComponent0_css', path.join(dir, 'BadgeDemo.css.tsx'), css!),
    ]);
    const stylings = attributeCode(node, 'stylings') ?? '';
    expect(stylings).toContain('tailwind: { component: DemoComponent0_tailwind, tsPreview: "<span className=\\"font-bold\\">New</span>"');
    expect(stylings).toContain('loadSources: lazyDemoSources(loadPageDemos, "DemoComponent0_css")');
    expect([tailwind, css].map((written) => path.basename(written!.sourcesFile).replace(/\.[0-9a-f]{12}\.json$/, ''))).toEqual([
      'BadgeDemo.tailwind.sources',
      'BadgeDemo.css.sources',
    ]);
    const [tailwindSources, cssSources] = [tailwind, css].map((written) => readSources(written!.sourcesFile));
    expect(tailwindSources?.tsSource).toContain('className="font-bold"');
    expect(cssSources?.localFiles).toEqual([
      {
        specifier: './BadgeDemo.css',
        name: 'BadgeDemo',
        extension: 'css',
        tsSource: '.badge-demo {\n  font-weight: 700;\n}\n',
        jsSource: '.badge-demo {\n  font-weight: 700;\n}\n',
      },
    ]);
    expect(attributeCode(node, 'component')).toBe('DemoComponent0');
  });

  it('gives a demo without styling variants no stylings and its page no Tailwind', async () => {
    const node = demoNode('./CounterDemo.tsx');
    const tree: Root = { type: 'root', children: [node] };
    await remarkDemos({ sourcesDir, tailwindStylesheet: '/site/src/css/demo-tailwind.css' })(tree, { path: pagePath });
    expect(attributeCode(node, 'stylings')).toBeUndefined();
    const imports = tree.children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
    expect(imports.filter((line) => line.includes('tailwind'))).toEqual([]);
  });

  it('leaves pages without demos untouched', async () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Hi' }] }] };
    await remarkDemos({ sourcesDir })(tree, { path: pagePath });
    expect(tree.children).toHaveLength(1);
  });

  it('fails the English build with the path of a missing demo', async () => {
    const tree: Root = { type: 'root', children: [demoNode('./Missing.tsx')] };
    await expect(remarkDemos({ sourcesDir })(tree, { path: pagePath })).rejects.toThrow('Missing demo: ./Missing.tsx');
  });

  it('logs the missing demo in other languages and keeps building', async () => {
    const previous = process.env.DOCUSAURUS_CURRENT_LOCALE;
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'zh';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree: Root = { type: 'root', children: [demoNode('./Missing.tsx')] };
    await expect(remarkDemos({ sourcesDir })(tree, { path: pagePath })).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Missing demo: ./Missing.tsx'));
    errors.mockRestore();
    process.env.DOCUSAURUS_CURRENT_LOCALE = previous;
  });

  it('asks for a src when a Demo has none', async () => {
    const tree: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'Demo', attributes: [], children: [] } as never] };
    await expect(remarkDemos({ sourcesDir })(tree, { path: pagePath })).rejects.toThrow('has no src');
  });
});

describe('localImportsOf', () => {
  it("includes a web worker's script that a local module names with new URL, and what the script imports", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-worker-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'startCounting.ts'),
        "export const startCounting = (): Worker =>\n  new Worker(new URL('./countWorker.ts', import.meta.url), { type: 'module' });\n",
      );
      fs.writeFileSync(path.join(dir, 'countWorker.ts'), "import { tally } from './tally';\n\npostMessage(tally([1, 2]));\n");
      fs.writeFileSync(path.join(dir, 'tally.ts'), 'export const tally = (values: number[]): number => values.length;\n');
      const demoPath = path.join(dir, 'CounterDemo.tsx');
      const files = await localImportsOf(demoPath, "import { startCounting } from './startCounting';\n");
      expect(files.map(({ specifier, name, extension }) => [specifier, name, extension])).toEqual([
        ['./startCounting', 'startCounting', 'ts'],
        ['./countWorker.ts', 'countWorker', 'ts'],
        ['./tally', 'tally', 'ts'],
      ]);
      expect(files[0]?.jsSource).toContain("new URL('./countWorker.js', import.meta.url)");
      expect(files[2]?.jsSource).toBe('export const tally = (values) => values.length;\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
