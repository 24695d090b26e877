/** @jest-environment node */
/**
 * Every repository path a maintainer's document writes in backticks exists, so the documents cannot drift from the
 * tree: a file moved or deleted fails here until its mentions follow. A path counts when it starts with a top-level
 * entry of the repository (`src/lib/routing.ts`, `plugins/`), or, in a document inside a folder, with an entry of
 * that folder (`theme/Translations` in a plugin's README), or is a source file's name (found under that folder, else anywhere). Paths in `src/theme/README.md` name theme components,
 * which the site, a plugin or theme-classic provides.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, themeComponentFile } from '../unit/themeAliases.cjs';

const tracked = execFileSync('git', ['ls-files'], { cwd: siteDir, encoding: 'utf8' }).split('\n').filter(Boolean);
const DOCUMENTS = [
  'README.md',
  'MAINTAINING.md',
  'UPGRADING.md',
  'WRITING.md',
  'TRANSLATING.md',
  'src/theme/README.md',
  ...tracked.filter((file) => file.startsWith('plugins/') && file.endsWith('/README.md')),
];

/** Written as examples of a shape, not as files. */
const EXAMPLES = new Set(['src/theme/X', 'Name.tsx', 'Name.tailwind.tsx', 'Name.css.tsx']);

const topLevel = new Set(tracked.map((file) => file.split('/')[0]!));
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];
const exists = (file: string) => MODULE_SUFFIXES.some((suffix) => fs.existsSync(path.join(siteDir, file.replace(/\/$/, '') + suffix)));
const classicThemeDir = path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/theme');
const isThemeComponent = (name: string) =>
  themeComponentFile(name) !== undefined ||
  ['', '.js', '/index.js'].some((suffix) => fs.existsSync(path.join(classicThemeDir, name + suffix)));

const SOURCE_FILE_NAME = /^\w[\w.-]*\.(ts|tsx|mjs|cjs|mdx|css)$/;

/** The repository paths a document writes in backticks, as paths from the site folder. */
function documentedPaths(document: string): { written: string; file: string }[] {
  const folder = path.posix.dirname(document);
  const ownEntries = new Set(
    folder === '.'
      ? []
      : tracked.filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1).split('/')[0]!),
  );
  const text = fs.readFileSync(path.join(siteDir, document), 'utf8');
  return [...new Set([...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!))].flatMap((written) => {
    // Shapes (`docs/<path>.mdx`, `docs/**/*.mdx`) and examples are not paths.
    if (/[<>*]/.test(written) || EXAMPLES.has(written)) return [];
    const first = written.split('/')[0]!;
    if (written.includes('/') && topLevel.has(first)) return [{ written, file: written }];
    if (written.includes('/') && ownEntries.has(first)) return [{ written, file: `${folder}/${written}` }];
    if (!written.includes('/') && topLevel.has(written) && written.includes('.')) return [{ written, file: written }];
    // A source file by its name alone (`adFeed.ts`): one of that name under the document's folder, else anywhere.
    if (SOURCE_FILE_NAME.test(written)) {
      const named = tracked.filter((candidate) => path.posix.basename(candidate) === written);
      const file = named.find((candidate) => folder === '.' || candidate.startsWith(`${folder}/`)) ?? named[0];
      return [{ written, file: file ?? `${folder}/${written}` }];
    }
    return [];
  });
}

describe("the maintainers' documents", () => {
  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    const missing = documentedPaths(document).filter(({ written, file }) => {
      if (exists(file)) return false;
      return !(document === 'src/theme/README.md' && isThemeComponent(written));
    });
    expect(missing.map(({ written }) => written)).toEqual([]);
  });

  it('reads the paths they write (the layout rules are in plugins/README.md, which names the architecture test)', () => {
    expect(documentedPaths('plugins/README.md').map(({ file }) => file)).toContain('test/repository/architecture.test.ts');
    expect(documentedPaths('plugins/api-reference/README.md').map(({ file }) => file)).toContain(
      'plugins/api-reference/extract/typeText.ts',
    );
  });
});
