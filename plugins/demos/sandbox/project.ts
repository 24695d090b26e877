/**
 * A complete, runnable Vite project for one demo: package.json, index.html, an
 * entry that renders the demo inside MUI's theme, the demo file, and the
 * TypeScript config for the TypeScript variant.
 */
import type { CodeVariant } from '../../../src/lib/preferences';
import { sandboxDependencies } from './dependencies';

/** A local module the demo imports, in the chosen variant. */
export interface SandboxLocalFile {
  specifier: string;
  name: string;
  source: string;
  /** Whether it holds JSX (then `.tsx`/`.jsx`, else `.ts`/`.js`). */
  jsx: boolean;
}

export interface SandboxProjectOptions {
  name: string;
  codeVariant: CodeVariant;
  source: string;
  localFiles?: SandboxLocalFile[];
  commitRef?: string;
}

export interface SandboxProject {
  title: string;
  description: string;
  /** The file the sandbox opens first. */
  entryFile: string;
  files: Record<string, string>;
}

function entryFile(ts: boolean): string {
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

export function createSandboxProject({ name, codeVariant, source, localFiles = [], commitRef }: SandboxProjectOptions): SandboxProject {
  const ts = codeVariant === 'TS';
  const extension = ts ? 'tsx' : 'jsx';
  const title = `${name} demo — MUI X`;
  const description = `The ${name} demo from the MUI X documentation, as a runnable Vite project.`;
  // Local modules sit beside the demo in src/, so every relative import of one becomes `./<name>`.
  const localNames = new Set(localFiles.map((file) => file.name));
  const flattenImports = (text: string) =>
    text.replace(/(from\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (match, from: string, _quote: string, specifier: string) => {
      const name = specifier.split('/').pop() ?? '';
      return localNames.has(name) ? `${from}'./${name}'` : match;
    });
  const demoSource = flattenImports(source);
  const { dependencies, devDependencies } = sandboxDependencies(
    [source, ...localFiles.map((file) => file.source)].join('\n'),
    codeVariant,
    commitRef,
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
    'vite.config.js': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
    [`src/main.${extension}`]: entryFile(ts),
    [`src/Demo.${extension}`]: demoSource,
  };
  for (const file of localFiles) {
    files[`src/${file.name}.${ts ? 'ts' : 'js'}${file.jsx ? 'x' : ''}`] = flattenImports(file.source);
  }
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(SANDBOX_TSCONFIG, null, 2)}\n`;
  }
  return { title, description, entryFile: `src/Demo.${extension}`, files };
}
