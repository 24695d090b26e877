/**
 * "Copy as prompt" of a demo's toolbar: the demo's code, the local modules it imports, and the packages it needs
 * with their versions, as a short Markdown prompt for an AI assistant. The packages and versions are the sandbox
 * project's (`sandbox/dependencies.ts`), so the prompt and "Open in CodeSandbox" always agree. The sentences come
 * from the UI dictionary, in the page's language.
 */
import type { CodeStyling, CodeVariant } from '../../src/lib/preferences';
import { sandboxDependencies } from './sandbox/dependencies';
import { sandboxToolVersions } from './sandbox/dependencyVersions';

export interface DemoPromptFile {
  /** The file name a reader would give it: `employees.ts`, `StyledGrid.css`. */
  fileName: string;
  source: string;
}

export interface DemoPromptText {
  /** "The BasicPagination demo of the MUI X documentation (https://…/#BasicPagination):" */
  intro: string;
  /** "employees.ts, which it imports:" */
  localFile: (fileName: string) => string;
  /** "theme.ts, the theme the demo was shown with …:" */
  themeFile: (fileName: string) => string;
  /** "It needs these packages:" */
  packages: string;
}

export interface DemoPromptOptions {
  codeVariant: CodeVariant;
  styling: CodeStyling;
  source: string;
  localFiles: DemoPromptFile[];
  /** The reader's theme as a module, when the demo was shown with it ("Your theme" in the settings). */
  themeFile?: DemoPromptFile | null;
  text: DemoPromptText;
}

/** The packages the demo and its local modules import, with the version range its sandbox installs: `react@^19.0.0`. */
export function demoPackages({ codeVariant, styling, source, localFiles }: Omit<DemoPromptOptions, 'text' | 'themeFile'>): string[] {
  const scripts = localFiles.filter((file) => !file.fileName.endsWith('.css')).map((file) => file.source);
  const { dependencies } = sandboxDependencies([source, ...scripts].join('\n'), codeVariant);
  const packages = Object.entries(dependencies).map(([name, version]) => `${name}@${version}`);
  return styling === 'tailwind' ? [...packages, `tailwindcss@${sandboxToolVersions.tailwindcss}`] : packages;
}

const LANGUAGES: Record<string, string> = { tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', css: 'css' };

/** A fenced block whose fence is longer than any run of backticks in the code. */
function codeBlock(code: string, language: string): string {
  const longestRun = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${code.trimEnd()}\n${fence}`;
}

export function demoPrompt(options: DemoPromptOptions): string {
  const { codeVariant, source, localFiles, themeFile, text } = options;
  const parts = [text.intro, codeBlock(source, codeVariant === 'TS' ? 'tsx' : 'jsx')];
  for (const file of localFiles) {
    const extension = file.fileName.split('.').pop() ?? '';
    parts.push(text.localFile(file.fileName), codeBlock(file.source, LANGUAGES[extension] ?? ''));
  }
  if (themeFile) parts.push(text.themeFile(themeFile.fileName), codeBlock(themeFile.source, codeVariant === 'TS' ? 'ts' : 'js'));
  parts.push(
    text.packages,
    demoPackages(options)
      .map((entry) => `- \`${entry}\``)
      .join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}
