import path from 'node:path';
import tailwindPostcss from '@tailwindcss/postcss';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { sharedThemeChunk } from '../assets/sharedThemeChunk';
import { demoStylesCacheGroup } from './demoStylesChunk';
import { SERVER_BUNDLE_FLAG } from './serverBundleFlag';
import { SOURCES_FILE_PATTERN } from './scopeModule';

function clientConfig(siteDir: string): Configuration {
  const themeChunk = sharedThemeChunk('demo-component', path.join(__dirname, 'theme'));
  const splitChunks = themeChunk.optimization?.splitChunks || {};
  return {
    optimization: {
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, 'demo-styles': demoStylesCacheGroup(siteDir) } },
    },
  };
}

/**
 * Live demos. `remarkDemos` (in the docs plugin's remark plugins: a plugin cannot add one to another plugin's MDX
 * loader) turns `<Demo src="./demos/.../Name.tsx" />` into the demo's import with its previews and a loader of its
 * sources; this plugin provides the component that shows it, `@theme/Demo`: the running demo in an error boundary,
 * its toolbar (code variant, copy, CodeSandbox and StackBlitz) and its code. `sandbox/` builds the sandbox projects.
 * Tailwind compiles the stylesheet of the demos' Tailwind variants (src/css/demo-tailwind.css); it leaves every
 * stylesheet without a Tailwind at-rule as it is.
 */
export default function demosPlugin(context: LoadContext): Plugin {
  return {
    name: 'x-docs-demos',
    getThemePath: () => path.join(__dirname, 'theme'),
    configurePostCss(options) {
      options.plugins.push(tailwindPostcss());
      return options;
    },
    configureWebpack: (_config, isServer, { currentBundler }) => {
      // Which bundle a page's module is compiled into: remarkDemos's lines import a demo directly in the server's
      // bundle and by `import()` in the browser's (lazyDemo.tsx says why).
      const bundle = {
        plugins: [new currentBundler.instance.DefinePlugin({ [SERVER_BUNDLE_FLAG]: JSON.stringify(isServer) })],
        // A demo's sources, fetched by URL (scopeModule.ts): emitted under the name remarkDemos gave them, which
        // changes with their content, in the fingerprinted assets. The server's bundle only needs their URLs.
        module: {
          rules: [
            // After the MDX loader: a page depends on the demo files its previews were read from. `resource`, not
            // `test`: Docusaurus's fallback MDX rule excludes the `include` of every rule whose `test` matches MDX.
            {
              resource: /\.mdx?$/,
              enforce: 'post' as const,
              use: [{ loader: path.join(__dirname, 'demoFileDependenciesLoader.cjs') }],
            },
            {
              test: SOURCES_FILE_PATTERN,
              type: 'asset/resource',
              generator: { filename: 'assets/demo-sources/[name][ext]', emit: !isServer },
            },
          ],
        },
      };
      return isServer ? bundle : { ...clientConfig(context.siteDir), ...bundle };
    },
  };
}
