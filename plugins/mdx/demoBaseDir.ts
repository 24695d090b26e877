import path from 'node:path';

// `<site>/i18n/<locale>/docusaurus-plugin-content-docs/current/`, where Docusaurus finds a docs page's translation.
const TRANSLATED_DOCS = /([\\/])i18n\1[^\\/]+\1docusaurus-plugin-content-docs\1current\1/;

/**
 * The folder a page's `<Demo src="./demos/...">` paths are relative to: the page's own folder, or for a translation
 * the English page's folder in `docs/`. A translator keeps the English page's `<Demo>` lines as they are; the demos
 * themselves are not translated.
 */
export function demoBaseDir(pagePath: string): string {
  return path.dirname(pagePath.replace(TRANSLATED_DOCS, '$1docs$1'));
}
