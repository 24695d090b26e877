import fs from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { pages } from './src/data/pages';
import { assertUniquePathnames } from './src/lib/pageTree';
import { buildSidebar, type DocIdResolver } from './src/lib/sidebar';

const DOCS_DIR = path.join(__dirname, 'docs');
const DOC_EXTENSIONS = ['.mdx', '.md'];

/** `/x/introduction` is docs/introduction/index.mdx, `/x/introduction/licensing` is docs/introduction/licensing.mdx. */
const resolveDocIdFromFiles: DocIdResolver = (pathname) => {
  const relative = pathname.replace(/^\/x\//, '');
  for (const candidate of [relative, `${relative}/index`]) {
    if (DOC_EXTENSIONS.some((extension) => fs.existsSync(path.join(DOCS_DIR, `${candidate}${extension}`)))) {
      return candidate;
    }
  }
  return null;
};

assertUniquePathnames(pages);

const sidebars = {
  docs: buildSidebar(pages, resolveDocIdFromFiles),
} satisfies SidebarsConfig;

export default sidebars;
