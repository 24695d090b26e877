/**
 * The local search plugin (`@easyops-cn/docusaurus-search-local`) with its index in two stages (stagedIndex.ts):
 * after the plugin writes a locale's index, the full text is moved to a file of its own, and the plugin's search
 * worker, which would fetch one file, is swapped in the bundle for one that fetches the small file first and the
 * full text after it (worker.ts). Everything else is the plugin's own.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import searchLocalPlugin, { validateOptions } from '@easyops-cn/docusaurus-search-local/dist/server/server';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { escapeRegexp } from '@docusaurus/utils';
import { replaceImportPlugin, replaceRequestFrom } from '../../assets/replaceImport';
import { fullTextFileOf, isFullTextFile, splitIndex, type IndexPart } from './stagedIndex';

/** The folder of the plugin's `searchByWorker.js`, which starts its worker as `new URL('./worker.js', …)`. */
const PLUGIN_THEME_DIR = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));
const STAGED_WORKER = path.join(__dirname, 'worker.ts');

/** Splits each index the plugin wrote in `outDir` (one per search context; this site has one). */
export async function splitIndexFiles(outDir: string): Promise<string[]> {
  const names = (await fs.readdir(outDir)).filter((name) => /^search-index.*\.json$/.test(name) && !isFullTextFile(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(outDir, name);
      const { heads, fullText } = splitIndex(JSON.parse(await fs.readFile(file, 'utf8')) as IndexPart[]);
      if (fullText.length === 0) return;
      await fs.writeFile(fullTextFileOf(file), JSON.stringify(fullText));
      await fs.writeFile(file, JSON.stringify(heads));
    }),
  );
  return names;
}

export default function stagedSearchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = searchLocalPlugin(context, options);
  const { postBuild, configureWebpack } = plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild?.(props);
      await splitIndexFiles(props.outDir);
    },
    configureWebpack(config, isServer, utils, content) {
      const own = configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer) return own;
      const importerDir = new RegExp(`^${escapeRegexp(PLUGIN_THEME_DIR)}$`);
      const swapWorker = replaceImportPlugin(
        utils.currentBundler,
        /^\.\/worker\.js$/,
        replaceRequestFrom(importerDir, './worker.js', STAGED_WORKER),
      );
      return { ...own, plugins: [...(own.plugins ?? []), swapWorker] };
    },
  };
}

export { validateOptions };
