/**
 * The library alone, for the interactions that act on a demo: each such demo (the interaction's `demo`, the first one
 * it acts on in the site) rendered by itself in a bare React page, with MUI's default theme and nothing of the site,
 * bundled for production with Rspack (the bundler Docusaurus runs here). Timing the same input there gives the
 * library's own cost, which the site's figure can be read against: the difference is the site's wrapping.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

/** Where the page of `demo` is served from: `/library/<its file name>/`. */
export const libraryPagePath = (demo) => `/library/${path.basename(demo, path.extname(demo))}/`;

function entrySource(demoFile) {
  return [
    "import { createRoot } from 'react-dom/client';",
    `import Demo from ${JSON.stringify(demoFile)};`,
    "createRoot(document.getElementById('root')).render(<Demo />);",
    '',
  ].join('\n');
}

const html = (script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Library alone</title></head>` +
  `<body><div id="root" style="max-width:900px;margin:40px auto"></div><script src="${script}"></script></body></html>\n`;

/** Builds one page per demo of `demos` (paths from `siteDir`) into `outDir`, which the bench then serves. */
export async function buildLibraryPages(siteDir, outDir, demos) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const sourceDir = path.join(outDir, '.entries');
  fs.mkdirSync(sourceDir, { recursive: true });
  const entry = {};
  for (const demo of new Set(demos)) {
    const pagePath = libraryPagePath(demo);
    const name = pagePath.split('/').at(-2);
    const entryFile = path.join(sourceDir, `${name}.jsx`);
    fs.writeFileSync(entryFile, entrySource(path.join(siteDir, demo)));
    entry[name] = entryFile;
    fs.mkdirSync(path.join(outDir, pagePath), { recursive: true });
    fs.writeFileSync(path.join(outDir, pagePath, 'index.html'), html(`/library/${name}.js`));
  }
  const compiler = rspack({
    mode: 'production',
    context: siteDir,
    entry,
    output: { path: path.join(outDir, 'library'), filename: '[name].js', publicPath: '/library/' },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
      ],
    },
    experiments: { css: true },
  });
  await new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}
