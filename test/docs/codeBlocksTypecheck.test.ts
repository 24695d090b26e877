/**
 * @jest-environment node
 */
/**
 * The code blocks readers copy from the pages type-check against the installed packages: an import the package does
 * not export, a prop, slot or method it does not have, or a value of the wrong shape fails here, so a snippet cannot
 * drift from the version the site documents (an upgrade that removes an API shows every page that still teaches it).
 * A block leaves the reader's own names undeclared (its rows, its apiRef, its modules): TypeScript's "cannot find"
 * for those is not a failure, and neither is a name declared twice by a block that sets two versions side by side.
 * Migration guides' own blocks are left out, as their "before" code is the old version's on purpose; what the diffs of
 * the guides to v8 leave (their unchanged and added lines) is checked, since that is the code a reader ends up with.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { docsPagesIn } from '../../plugins/mdx/docsPages';
import { adapterPackagesOf } from '../../plugins/demos/sandbox/adapters';
import { importedModules } from '../../plugins/demos/sandbox/imports';
import { SANDBOX_TSCONFIG } from '../../plugins/demos/sandbox/project';
import { codeBlocksOf, diffResultsOf, isWholeModule, type CodeBlock } from './codeBlocks';

const execFileAsync = promisify(execFile);
const tsc = path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin/tsc');
const root = path.resolve(__dirname, '../..');
const outDir = path.join(root, 'node_modules/.cache/x-docs-code-blocks-typecheck');
const PAGE_FOLDERS = ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'];

/** The migration guides from v7 to v8, the major version the site documents. */
const GUIDES_TO_THIS_VERSION = /^migration\/migration-[a-z-]+-v7\.mdx$/;

const UNDECLARED_NAME = new Set([
  2304, // Cannot find name 'rows'.
  2552, // Cannot find name 'x'. Did you mean 'y'?
  2686, // 'React' refers to a UMD global (a block that uses React.useState without importing React).
  18004, // No value exists in scope for the shorthand property 'rows'.
]);
const DECLARED_TWICE = new Set([2300, 2393, 2451]);

/** A bundler's environment variables, which the licensing page's blocks read (Vite's `import.meta.env`). */
const BUNDLER_GLOBALS = 'interface ImportMeta {\n  readonly env: Record<string, string | undefined>;\n}\n';

/** A block that must fail, so that a check that stopped reporting errors cannot pass. */
const CANARY: CodeBlock = {
  page: 'the canary block',
  line: 1,
  extension: 'tsx',
  code: "import { DataGrid } from '@mui/x-data-grid';\n\nexport const grid = <DataGrid rows={[]} columns={[]} notAGridProp />;",
};

function pageBlocks(): CodeBlock[] {
  const byCode = new Map<string, CodeBlock>();
  for (const folder of PAGE_FOLDERS) {
    for (const page of docsPagesIn(path.join(root, folder))) {
      const isGuideToThisVersion = GUIDES_TO_THIS_VERSION.test(page);
      if (page.startsWith('migration/') && !isGuideToThisVersion) continue;
      const text = fs.readFileSync(path.join(root, folder, page), 'utf8');
      const blocks = isGuideToThisVersion ? diffResultsOf(`${folder}/${page}`, text) : codeBlocksOf(`${folder}/${page}`, text);
      // A translated page repeats most of its English page's blocks: each is checked once.
      for (const block of blocks) if (!byCode.has(block.code)) byCode.set(block.code, block);
    }
  }
  return [...byCode.values()];
}

/**
 * Each date adapter, and each date library's own types, change the pickers' value type for the whole program, while a
 * reader's app holds one: blocks are checked together only with blocks that use the same date libraries.
 */
function dateLibrariesOf(code: string): string {
  const libraries = importedModules(code).filter((specifier) => /^(dayjs|moment|date-fns|luxon)/.test(specifier));
  return [...new Set([...adapterPackagesOf(code), ...libraries.map((specifier) => specifier.split('/')[0] as string)])].sort().join('+');
}

interface Failure {
  block: CodeBlock;
  /** The page's line the error is on. */
  line: number;
  code: number;
  message: string;
}

/** Type-checks the blocks, each a module of its own, in one program per group of date libraries. */
async function typecheck(blocks: CodeBlock[]): Promise<Failure[]> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'globals.d.ts'), BUNDLER_GLOBALS);
  const groups = new Map<string, string[]>();
  blocks.forEach((block, index) => {
    const file = `block-${index}.${block.extension}`;
    // `export {}` makes a block without imports a module too, so blocks do not share their top-level names.
    fs.writeFileSync(path.join(outDir, file), `${block.code}\nexport {};\n`);
    const group = dateLibrariesOf(block.code) || 'no-date-library';
    groups.set(group, [...(groups.get(group) ?? []), file]);
  });
  const failures: Failure[] = [];
  for (const [group, files] of groups) {
    const tsconfigPath = path.join(outDir, `tsconfig.${group}.json`);
    const compilerOptions = { ...SANDBOX_TSCONFIG.compilerOptions, noImplicitAny: false, isolatedModules: false, types: ['node'] };
    fs.writeFileSync(tsconfigPath, JSON.stringify({ compilerOptions, files: ['globals.d.ts', ...files] }));
    const output = await execFileAsync(process.execPath, [tsc, '-p', tsconfigPath, '--pretty', 'false'], { encoding: 'utf8' }).then(
      ({ stdout }) => stdout,
      // tsc exits with 2 when it found errors, which it lists on stdout; without stdout it did not run.
      (error: Error & { stdout?: string }) => {
        if (!error.stdout) throw error;
        return error.stdout;
      },
    );
    for (const match of output.matchAll(/^(?:.*[\\/])?block-(\d+)\.tsx?\((\d+),\d+\): error TS(\d+): (.*)$/gm)) {
      const [, index, line, code, message] = match as unknown as [string, string, string, string, string];
      const block = blocks[Number(index)] as CodeBlock;
      failures.push({ block, line: block.line + Number(line) - 1, code: Number(code), message });
    }
  }
  return failures;
}

/** What the reader's own code would settle: a name the block leaves undeclared, or a module of their own. */
function isLeftToTheReader({ code, message }: Failure): boolean {
  if (UNDECLARED_NAME.has(code) || DECLARED_TWICE.has(code)) return true;
  return code === 2307 && /Cannot find module '\.\.?\//.test(message);
}

jest.setTimeout(120_000);

it("type-checks every code block of the pages that is a module of its own, the reader's own names aside", async () => {
  const blocks = pageBlocks();
  const modules = blocks.filter(isWholeModule);
  // Most blocks are whole modules; the others are pieces of one (a column's properties, a component's attributes).
  expect(modules.length).toBeGreaterThan(blocks.length * 0.8);

  const failures = await typecheck([...modules, CANARY]);
  expect(failures.filter(({ block }) => block === CANARY).map(({ code }) => code)).toEqual([2322]);
  const problems = failures
    .filter(({ block }) => block !== CANARY)
    .filter((failure) => !isLeftToTheReader(failure))
    .map(({ block, line, code, message }) => `${block.page}:${line}: TS${code} ${message}`);
  expect(problems).toEqual([]);
});
