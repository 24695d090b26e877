import path from 'node:path';
import tailwindPostcss from '@tailwindcss/postcss';
import type { Plugin } from '@docusaurus/types';
import { sharedThemeChunk } from '../assets/sharedThemeChunk';

/**
 * Live demos. `remarkDemos` (in the docs plugin's remark plugins: a plugin cannot add one to another plugin's MDX
 * loader) turns `<Demo src="./demos/.../Name.tsx" />` into the demo's import with its previews and a loader of its
 * sources; this plugin provides the component that shows it, `@theme/Demo`: the running demo in an error boundary,
 * its toolbar (code variant, copy, CodeSandbox and StackBlitz) and its code. `sandbox/` builds the sandbox projects.
 * Tailwind compiles the stylesheet of the demos' Tailwind variants (src/css/demo-tailwind.css); it leaves every
 * stylesheet without a Tailwind at-rule as it is.
 */
export default function demosPlugin(): Plugin {
  return {
    name: 'x-docs-demos',
    getThemePath: () => path.join(__dirname, 'theme'),
    configurePostCss(options) {
      options.plugins.push(tailwindPostcss());
      return options;
    },
    configureWebpack: (_config, isServer) => (isServer ? {} : sharedThemeChunk('demo-component', path.join(__dirname, 'theme'))),
  };
}
