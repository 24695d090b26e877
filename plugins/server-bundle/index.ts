import type { Plugin } from '@docusaurus/types';

/**
 * The server's bundle as one file. Docusaurus's server compilation keeps every `import()` a chunk of its own and
 * splits nothing out of them, so each route's chunk carried its own copy of the MUI X code its demos use: 555 files,
 * 522 MB for the English build. Each SSG worker then read and kept the copy of every page it rendered, and grew to
 * about 750 MB. With dynamic imports made eager on the server, the bundle is one 30 MB file, each worker evaluates a
 * module once, and the pages' HTML is unchanged (the browser's bundle keeps its chunks).
 */
export default function serverBundlePlugin(): Plugin {
  return {
    name: 'x-docs-server-bundle',
    configureWebpack(_config, isServer) {
      return isServer ? { module: { parser: { javascript: { dynamicImportMode: 'eager' } } } } : {};
    },
  };
}
