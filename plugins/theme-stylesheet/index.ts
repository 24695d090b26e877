import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createDocsTheme } from '../../src/settings/muiTheme/theme';
import { themeVariablesStylesheet } from './themeStylesheet';

const PLUGIN_NAME = 'x-docs-theme-stylesheet';

/** Where the stylesheet is written among Docusaurus's generated files. */
export function themeStylesheetPath(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, PLUGIN_NAME, 'mui-theme.css');
}

/**
 * The theme's CSS variables (themeStylesheet.ts) as a client module: the bundler puts them into the site's one
 * stylesheet, which every page links. The variables do not depend on density or direction, so they serve every
 * setting; `ThemeLayer` tells MUI not to write them into the page.
 */
export default function themeStylesheetPlugin({ generatedFilesDir }: LoadContext): Plugin {
  const filePath = themeStylesheetPath(generatedFilesDir);
  const css = themeVariablesStylesheet(createDocsTheme());
  if (!fs.existsSync(filePath) || fs.readFileSync(filePath, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    fs.writeFileSync(filePath, css);
  }
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [filePath],
  };
}
