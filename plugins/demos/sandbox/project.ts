/**
 * A complete, runnable Vite project for one demo: package.json, index.html, an
 * entry that renders the demo inside MUI's theme, the demo file, and the
 * TypeScript config for the TypeScript variant. A Tailwind variant's project
 * sets Tailwind up (its Vite plugin and a stylesheet importing it); a plain CSS
 * variant's project carries its stylesheet beside the demo.
 */
import type { CodeStyling, CodeVariant } from '../../../src/lib/preferences';
import { sandboxDependencies } from './dependencies';
import { renameModuleUrls } from './imports';

/** A local module the demo imports, in the chosen variant. */
export interface SandboxLocalFile {
  specifier: string;
  name: string;
  source: string;
  /** Whether it holds JSX (then `.tsx`/`.jsx`, else `.ts`/`.js`). */
  jsx: boolean;
  /** A stylesheet (`<name>.css`), the same in both code variants. */
  stylesheet?: boolean;
}

export interface SandboxProjectOptions {
  name: string;
  codeVariant: CodeVariant;
  source: string;
  localFiles?: SandboxLocalFile[];
  commitRef?: string;
  /** How the demo is styled; `system` (MUI System) when left out. */
  styling?: CodeStyling;
  /** The reader's theme module (`export default theme`): the project keeps it as src/theme.ts and renders with it. */
  theme?: string;
}

export interface SandboxProject {
  title: string;
  description: string;
  /** The file the sandbox opens first. */
  entryFile: string;
  files: Record<string, string>;
}

function entryFile(ts: boolean, styling: CodeStyling, readerTheme: boolean): string {
  if (styling === 'system' && !readerTheme) {
    return `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Demo from './Demo';

ReactDOM.createRoot(document.querySelector('#root')${ts ? '!' : ''}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <CssBaseline />
      <Demo />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`;
  }
  // Tailwind's utilities live in a cascade layer, declared after the one MUI's styles go in (enableCssLayer): a
  // utility wins over the component's own style whatever the selectors. A plain stylesheet comes after MUI's styles
  // (injectFirst). Both read the theme's CSS variables (--mui-palette-…). The reader's theme, when the demo was shown
  // with it, is a module of its own (with CSS variables too).
  const tailwind = styling === 'tailwind';
  return `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { ${readerTheme ? '' : 'createTheme, '}StyledEngineProvider, ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
${tailwind ? "import './index.css';\n" : ''}import Demo from './Demo';
${readerTheme ? "import theme from './theme';\n" : '\nconst theme = createTheme({ cssVariables: true });\n'}
ReactDOM.createRoot(document.querySelector('#root')${ts ? '!' : ''}).render(
  <React.StrictMode>
    <StyledEngineProvider ${tailwind ? 'enableCssLayer' : 'injectFirst'}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Demo />
      </ThemeProvider>
    </StyledEngineProvider>
  </React.StrictMode>,
);
`;
}

/**
 * The Tailwind project's stylesheet: the layer order (MUI's layer before Tailwind's utilities), Tailwind itself, and
 * `dark:` following the attribute the site's theme marks dark mode with.
 */
export const TAILWIND_STYLESHEET = `@layer theme, base, mui, components, utilities;
@import 'tailwindcss';

@custom-variant dark (&:where([data-theme='dark'], [data-theme='dark'] *));
`;

function viteConfig(tailwind: boolean): string {
  return `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
${tailwind ? "import tailwindcss from '@tailwindcss/vite';\n" : ''}
export default defineConfig({ plugins: [react()${tailwind ? ', tailwindcss()' : ''}] });
`;
}

/** The TypeScript config of every TypeScript sandbox. */
export const SANDBOX_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['DOM', 'DOM.Iterable', 'ES2022'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    isolatedModules: true,
    noEmit: true,
    esModuleInterop: true,
    // Moment's locale files (`import 'moment/locale/fa'`) ship no types; TypeScript 6 would reject these imports.
    noUncheckedSideEffectImports: false,
  },
  include: ['src'],
};

export function createSandboxProject({
  name,
  codeVariant,
  source,
  localFiles = [],
  commitRef,
  styling = 'system',
  theme,
}: SandboxProjectOptions): SandboxProject {
  const ts = codeVariant === 'TS';
  const tailwind = styling === 'tailwind';
  const extension = ts ? 'tsx' : 'jsx';
  const title = `${name} demo — MUI X`;
  const description = `The ${name} demo from the MUI X documentation, as a runnable Vite project.`;
  // Local modules sit beside the demo in src/, so every relative import of one becomes `./<name>`.
  const fileNameOf = (file: SandboxLocalFile) => (file.stylesheet ? `${file.name}.css` : file.name);
  const localNames = new Set(localFiles.map(fileNameOf));
  const flattenImports = (text: string) =>
    renameModuleUrls(
      text.replace(/(from\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (match, from: string, _quote: string, specifier: string) => {
        const name = specifier.split('/').pop() ?? '';
        return localNames.has(name) ? `${from}'./${name}'` : match;
      }),
      // A worker's script, `new URL('../workers/export.ts', import.meta.url)`: named with its extension.
      (specifier) => {
        const fileName = specifier.split('/').pop() ?? '';
        return localNames.has(fileName.replace(/\.[jt]sx?$/, '')) ? `./${fileName}` : specifier;
      },
    );
  const demoSource = flattenImports(source);
  const scripts = localFiles.filter((file) => !file.stylesheet);
  const { dependencies, devDependencies } = sandboxDependencies(
    [source, ...scripts.map((file) => file.source)].join('\n'),
    codeVariant,
    commitRef,
    { tailwind },
  );
  const packageJson = {
    name: name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    private: true,
    description,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview', ...(ts && { typecheck: 'tsc' }) },
    dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.${extension}"></script>
  </body>
</html>
`,
    'vite.config.js': viteConfig(tailwind),
    [`src/main.${extension}`]: entryFile(ts, styling, theme !== undefined),
    [`src/Demo.${extension}`]: demoSource,
  };
  for (const file of localFiles) {
    files[file.stylesheet ? `src/${fileNameOf(file)}` : `src/${file.name}.${ts ? 'ts' : 'js'}${file.jsx ? 'x' : ''}`] = file.stylesheet
      ? file.source
      : flattenImports(file.source);
  }
  if (theme !== undefined) {
    files[`src/theme.${ts ? 'ts' : 'js'}`] = theme;
  }
  if (tailwind) {
    files['src/index.css'] = TAILWIND_STYLESHEET;
  }
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(SANDBOX_TSCONFIG, null, 2)}\n`;
  }
  return { title, description, entryFile: `src/Demo.${extension}`, files };
}
