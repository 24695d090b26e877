/**
 * The remark plugin behind `<Demo src="./demos/sorting/BasicSorting.tsx" />`:
 * it hands the Demo component the demo's component, its name, the previews of
 * both variants and a loader of its whole sources.
 *
 * The page's demos are one generated module imported with `import()` (lazyDemo),
 * not part of the page's chunk: Docusaurus shows a route once all its chunks
 * have arrived, so a page reached by a link paints its text without waiting for
 * the demos' packages. The Demo component itself, drawn with MUI, is loaded
 * beside the page the same way (lazyFrame).
 *
 * The sources (TypeScript, the generated JavaScript and the local files they
 * import) are a JSON file of their own, written to `sourcesDir`, emitted by the
 * bundler as an asset and fetched only when a reader opens the code, copies it,
 * opens a sandbox or starts editing. The scope an edited demo's imports are
 * answered from is a module the page's demos module imports (scopeModule.ts
 * says why both).
 *
 * A demo may have styling variants beside it (`Name.tailwind.tsx`, `Name.css.tsx`): each is imported too, with its
 * own previews and sources, and handed to the Demo component as `stylings`, which shows the one the reader's
 * code styling setting names. A page with a Tailwind variant imports the stylesheet of the Tailwind utilities.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { importedModules, isRelativeSpecifier, moduleUrls } from './sandbox/imports';
import { esmImport, estree } from '../mdx/esm';
import { extractPreview } from './preview';
import { toJavaScript } from './transpile';
import { scopeModuleSource } from './scopeModule';
import { demoBaseDir } from '../mdx/demoBaseDir';
import type { DemoSources, LocalDemoFile } from './demoSources';
import { demoPlanOf, sectionPlans } from './demoPlan';
import type { Plan } from '../../src/data/products';
import { SERVER_BUNDLE_FLAG } from './serverBundleFlag';
import { startDemoFileDependencies, type DemoFileDependencies } from './demoFileDependencies';

// What turns a demo's `import()` into its component (theme/Demo/lazyDemo.tsx): a helper, not a swizzlable component.
const LAZY_DEMO_SOURCE = path.join(__dirname, 'theme', 'Demo', 'lazyDemo');
// The page's Demo: the plugin's theme component `@theme/Demo` (a site may wrap or replace it by swizzling), loaded
// beside the page (theme/Demo/pageDemoFrame.ts).
const PAGE_DEMO_FRAME_SOURCE = path.join(__dirname, 'theme', 'Demo', 'pageDemoFrame');
// What fetches a demo's sources file (theme/Demo/fetchDemoSources.ts), imported by each page's demos module.
const FETCH_SOURCES_SOURCE = path.join(__dirname, 'theme', 'Demo', 'fetchDemoSources');
// The plan lens's mark, put in the headings of sections whose demos need a higher plan (src/theme/PlanMark).
const PLAN_MARK_SOURCE = '@theme/PlanMark';

interface VFileLike {
  path?: string;
}

/** A demo module of the page, the identifier its component has there, its sources file and its scope module. */
interface PageDemo {
  identifier: string;
  path: string;
  sourcesFile: string;
  scopeModule: string;
}

function expressionAttribute(name: string, code: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: code, data: { estree: estree(code) } },
  };
}

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/**
 * The local modules a demo imports (a shared data generator...), and the ones
 * they import in turn, so its sandbox can include them all. A script a module
 * names with `new URL('./worker.ts', import.meta.url)` (a web worker's) is one
 * of them too.
 */
export async function localImportsOf(demoPath: string, source: string, seen = new Set<string>()): Promise<LocalDemoFile[]> {
  const files: LocalDemoFile[] = [];
  const addScript = async (specifier: string, filePath: string, extension: 'ts' | 'tsx') => {
    const tsSource = await fs.readFile(filePath, 'utf8').catch(() => null);
    if (tsSource === null) return false;
    if (!seen.has(filePath)) {
      seen.add(filePath);
      const name = path.basename(filePath, `.${extension}`);
      files.push({ specifier, name, extension, tsSource, jsSource: await toJavaScript(tsSource, `${name}.${extension}`) });
      files.push(...(await localImportsOf(filePath, tsSource, seen)));
    }
    return true;
  };
  const specifiers = importedModules(source).filter(isRelativeSpecifier);
  for (const specifier of new Set(specifiers)) {
    const base = path.resolve(path.dirname(demoPath), specifier);
    if (specifier.endsWith('.css')) {
      const css = await fs.readFile(base, 'utf8').catch(() => null);
      if (css !== null && !seen.has(base)) {
        seen.add(base);
        files.push({ specifier, name: path.basename(base, '.css'), extension: 'css', tsSource: css, jsSource: css });
      }
      continue;
    }
    for (const extension of ['ts', 'tsx'] as const) {
      if (await addScript(specifier, `${base}.${extension}`, extension)) break;
    }
  }
  for (const specifier of new Set(moduleUrls(source))) {
    const extension = path.extname(specifier).slice(1);
    if (extension === 'ts' || extension === 'tsx') {
      await addScript(specifier, path.resolve(path.dirname(demoPath), specifier), extension);
    }
  }
  return files;
}

/** localImportsOf, with the files it read added to the page's demo files. */
async function recordedLocalImportsOf(demoPath: string, source: string, dependencies: DemoFileDependencies): Promise<LocalDemoFile[]> {
  const read = new Set<string>();
  const files = await localImportsOf(demoPath, source, read);
  for (const file of read) dependencies.found.add(file);
  return files;
}

type TreeNode = { type: string; name?: string | null; children?: TreeNode[] };

function findDemoElements(node: TreeNode): MdxJsxFlowElement[] {
  const found = node.type === 'mdxJsxFlowElement' && node.name === 'Demo' ? [node as unknown as MdxJsxFlowElement] : [];
  return [...found, ...(node.children ?? []).flatMap(findDemoElements)];
}

function isDefaultLocale(): boolean {
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return !locale || locale === 'en';
}

export interface RemarkDemosOptions {
  /**
   * Where the demos' sources files and scope modules and the pages' demos modules are written (a folder of the build's
   * generated files).
   */
  sourcesDir: string;
  /**
   * The stylesheet with the Tailwind utilities the demos' Tailwind variants use, imported by the pages that show
   * one (and only by them).
   */
  tailwindStylesheet?: string;
}

/** The other ways a demo may be styled, beside the MUI System one (`Name.tsx`), and the file suffix of each. */
export const STYLING_VARIANT_SUFFIXES = { tailwind: '.tailwind.tsx', css: '.css.tsx' } as const;

export type StylingVariant = keyof typeof STYLING_VARIANT_SUFFIXES;

/**
 * The styling variants found beside a demo: `Name.tailwind.tsx` and `Name.css.tsx` next to `Name.tsx`. With
 * `dependencies`, each name looked for goes to its found or missing files.
 */
export async function stylingVariantFiles(
  demoPath: string,
  dependencies?: DemoFileDependencies,
): Promise<{ styling: StylingVariant; path: string; source: string }[]> {
  const base = demoPath.replace(/\.tsx$/, '');
  const found = [];
  for (const [styling, suffix] of Object.entries(STYLING_VARIANT_SUFFIXES) as [StylingVariant, string][]) {
    const variantPath = `${base}${suffix}`;
    const source = await fs.readFile(variantPath, 'utf8').catch(() => null);
    dependencies?.[source === null ? 'missing' : 'found'].add(variantPath);
    if (source !== null) found.push({ styling, path: variantPath, source });
  }
  return found;
}

/**
 * Writes a generated file (a demo's sources or scope, a page's demos) as `<name>.<hash>.<extension>` and returns its
 * path. Named by content, so a file never changes once written: the same demo compiled for another locale, or again in
 * watch mode, finds it there; and the sources file keeps its name in the build
 * (`SOURCES_FILE_PATTERN`).
 */
async function writeGeneratedFile(sourcesDir: string, name: string, content: string, extension = 'js'): Promise<string> {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
  const filePath = path.join(sourcesDir, `${name}.${hash}.${extension}`);
  const exists = await fs.access(filePath).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await fs.mkdir(sourcesDir, { recursive: true });
    // Written aside then renamed, so a build compiling the same demo in parallel never reads half a file.
    const partial = `${filePath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await fs.writeFile(partial, content);
    await fs.rename(partial, filePath);
  }
  return filePath;
}

/** A demo's sources file and scope module, written to `sourcesDir`. */
async function writeDemoSources(
  sourcesDir: string,
  name: string,
  demoPath: string,
  sources: DemoSources,
): Promise<Pick<PageDemo, 'sourcesFile' | 'scopeModule'>> {
  return {
    sourcesFile: await writeGeneratedFile(sourcesDir, `${name}.sources`, JSON.stringify(sources), 'json'),
    scopeModule: await writeGeneratedFile(sourcesDir, `${name}.scope`, scopeModuleSource(demoPath, sources.jsSource)),
  };
}

/**
 * A page's demos, each exported under the identifier the page gives it, with the loader of its sources beside it
 * (`<identifier>Sources`): the sources file's URL (`new URL(…, import.meta.url)`, which the bundler turns into the
 * emitted asset's) and the scope, imported here so that it shares the demos' chunk and its packages.
 */
function pageDemosModuleSource(demos: PageDemo[]): string {
  return [
    `import { fetchDemoSources } from ${JSON.stringify(FETCH_SOURCES_SOURCE)};\n`,
    ...demos.map(
      ({ identifier, path: demoPath, sourcesFile, scopeModule }) =>
        `import { scope as ${identifier}Scope } from ${JSON.stringify(scopeModule)};\n` +
        `export { default as ${identifier} } from ${JSON.stringify(demoPath)};\n` +
        `export const ${identifier}Sources = () => fetchDemoSources(new URL(${JSON.stringify(
          `./${path.basename(sourcesFile)}`,
        )}, import.meta.url), ${identifier}Scope);\n`,
    ),
  ].join('');
}

/** The `loadSources` of the demo `identifier`: through the page's demos module (pageDemosModuleSource says why). */
function sourcesLoader(identifier: string): string {
  return `lazyDemoSources(loadPageDemos, ${JSON.stringify(identifier)})`;
}

/**
 * The module-level lines that make each identifier its demo. The page's demos are one module, `pageDemosModule`:
 * in the browser one chunk, downloaded when the first of them renders, and part of the server's bundle, where the
 * bundler drops the `import()` branch (and the browser's drops the `require`). One chunk per page rather than per
 * demo: the bundler's runtime lists every chunk of the site on every page, and a chunk per demo would add a module
 * shared by enough of them (MUI X's packages) to Docusaurus's `common` chunk, which each demo would then load whole.
 */
function lazyDemoDeclarations(pageDemosModule: string, demos: PageDemo[]): RootContent[] {
  const specifier = JSON.stringify(pageDemosModule);
  return [
    esmImport(`const loadPageDemos = () => import(${specifier});`),
    esmImport(`const serverPageDemos = ${SERVER_BUNDLE_FLAG} ? require(${specifier}) : null;`),
    ...demos.map(({ identifier }) =>
      esmImport(`const ${identifier} = lazyDemo(loadPageDemos, ${JSON.stringify(identifier)}, serverPageDemos);`),
    ),
  ];
}

/**
 * What the Demo component gets of one styling variant: its component, its previews and its sources' loader. The
 * variant is added to `pageDemos`.
 */
async function variantProps(
  sourcesDir: string,
  name: string,
  demoPath: string,
  tsSource: string,
  identifier: string,
  pageDemos: PageDemo[],
  dependencies: DemoFileDependencies,
): Promise<string> {
  const jsSource = await toJavaScript(tsSource);
  const localFiles = await recordedLocalImportsOf(demoPath, tsSource, dependencies);
  const sources: DemoSources = { tsSource, jsSource, localFiles };
  pageDemos.push({ identifier, path: demoPath, ...(await writeDemoSources(sourcesDir, name, demoPath, sources)) });
  return `{ component: ${identifier}, tsPreview: ${JSON.stringify(extractPreview(tsSource))}, jsPreview: ${JSON.stringify(
    extractPreview(jsSource, 'demo.jsx'),
  )}, loadSources: ${sourcesLoader(identifier)} }`;
}

export default function remarkDemos({ sourcesDir, tailwindStylesheet }: RemarkDemosOptions) {
  return async (tree: Root, file: VFileLike): Promise<void> => {
    const demos = findDemoElements(tree);
    const dependencies = startDemoFileDependencies(file.path ?? './page.mdx');
    if (demos.length === 0) {
      return;
    }
    const pageDir = demoBaseDir(file.path ?? './page.mdx');
    const imports: RootContent[] = [
      // The frame is drawn with MUI: `@theme/Demo` downloaded beside the page, not before it.
      esmImport(`import Demo from ${JSON.stringify(PAGE_DEMO_FRAME_SOURCE)};`),
      esmImport(`import { lazyDemo, lazyDemoSources } from ${JSON.stringify(LAZY_DEMO_SOURCE)};`),
    ];
    const pageDemos: PageDemo[] = [];
    let usesTailwind = false;
    const demoPlans = new Map<MdxJsxFlowElement, Plan>();
    for (const [index, node] of demos.entries()) {
      const src = stringAttribute(node, 'src');
      if (!src) {
        throw new Error(`A <Demo> in ${file.path} has no src. Write <Demo src="./demos/<page>/<Name>.tsx" />.`);
      }
      const demoPath = path.resolve(pageDir, src);
      const tsSource = await fs.readFile(demoPath, 'utf8').catch(() => null);
      (tsSource === null ? dependencies.missing : dependencies.found).add(demoPath);
      if (tsSource === null) {
        const message = `Missing demo: ${src} (from ${file.path}) does not exist.`;
        if (isDefaultLocale()) {
          throw new Error(message);
        }
        console.error(message);
        node.attributes = [expressionAttribute('missing', JSON.stringify(src))];
        continue;
      }
      const jsSource = await toJavaScript(tsSource);
      const name = path.basename(demoPath, path.extname(demoPath));
      const localFiles = await recordedLocalImportsOf(demoPath, tsSource, dependencies);
      const sources: DemoSources = { tsSource, jsSource, localFiles };
      const identifier = `DemoComponent${index}`;
      pageDemos.push({ identifier, path: demoPath, ...(await writeDemoSources(sourcesDir, name, demoPath, sources)) });
      const kept = node.attributes.filter((attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === 'src'));
      node.attributes = [
        ...kept,
        expressionAttribute('component', identifier),
        expressionAttribute('name', JSON.stringify(name)),
        expressionAttribute('tsPreview', JSON.stringify(extractPreview(tsSource))),
        expressionAttribute('jsPreview', JSON.stringify(extractPreview(jsSource, 'demo.jsx'))),
        expressionAttribute('loadSources', sourcesLoader(identifier)),
      ];
      const plan = demoPlanOf([tsSource, ...localFiles.map((localFile) => localFile.tsSource)]);
      demoPlans.set(node, plan);
      if (plan !== 'community') node.attributes.push(expressionAttribute('plan', JSON.stringify(plan)));
      const variants = await stylingVariantFiles(demoPath, dependencies);
      if (variants.length > 0) {
        const entries: string[] = [];
        for (const variant of variants) {
          const variantIdentifier = `${identifier}_${variant.styling}`;
          const props = await variantProps(
            sourcesDir,
            `${name}.${variant.styling}`,
            variant.path,
            variant.source,
            variantIdentifier,
            pageDemos,
            dependencies,
          );
          entries.push(`${variant.styling}: ${props}`);
          if (variant.styling === 'tailwind') usesTailwind = true;
        }
        node.attributes.push(expressionAttribute('stylings', `({ ${entries.join(', ')} })`));
      }
    }
    if (pageDemos.length > 0) {
      const pageName = path.basename(file.path ?? 'page.mdx', path.extname(file.path ?? 'page.mdx'));
      const pageDemosModule = await writeGeneratedFile(sourcesDir, `${pageName}.demos`, pageDemosModuleSource(pageDemos));
      imports.push(...lazyDemoDeclarations(pageDemosModule, pageDemos));
    }
    const headingPlans = sectionPlans(tree, (demo) => demoPlans.get(demo) ?? 'community');
    for (const [heading, plan] of headingPlans) {
      heading.children.push({
        type: 'mdxJsxTextElement',
        name: 'PlanMark',
        attributes: [{ type: 'mdxJsxAttribute', name: 'plan', value: plan }],
        children: [],
      });
    }
    if (headingPlans.size > 0) imports.push(esmImport(`import PlanMark from '${PLAN_MARK_SOURCE}';`));
    if (usesTailwind && tailwindStylesheet) {
      imports.push(esmImport(`import ${JSON.stringify(tailwindStylesheet)};`));
    }
    tree.children.unshift(...imports);
  };
}
