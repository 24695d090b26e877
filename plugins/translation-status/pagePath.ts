/**
 * The page a translator names on the command line, as a path relative to the docs folder
 * (`introduction/licensing.mdx`). Any of these name it: `introduction/licensing`, `introduction/licensing.mdx`,
 * `docs/introduction/licensing.mdx`, its translation's path, or its address (`/x/introduction/licensing/`, with or
 * without the locale). `exists` tells which candidate files are English pages.
 */
export function resolvePagePath(
  name: string,
  {
    docsFolder,
    routeBasePath,
    locales,
    exists,
  }: { docsFolder: string; routeBasePath: string; locales: string[]; exists: (page: string) => boolean },
): string | null {
  let page = name.replace(/\\/g, '/').replace(/^\.\//, '');
  if (page.startsWith('/')) {
    const [first, ...rest] = page.split('/').filter(Boolean);
    const withoutLocale = first !== undefined && locales.includes(first) ? rest : [first, ...rest];
    page = (withoutLocale[0] === routeBasePath ? withoutLocale.slice(1) : withoutLocale).join('/');
  } else {
    page = page.replace(new RegExp(`^${docsFolder}/`), '').replace(/^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//, '');
  }
  page = page.replace(/\/+$/, '');
  const candidates = /\.mdx?$/.test(page) ? [page] : [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`];
  if (page === '') candidates.splice(0, candidates.length, 'index.mdx', 'index.md');
  return candidates.find(exists) ?? null;
}
