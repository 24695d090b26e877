/**
 * The benchmark's baseline: a plain Docusaurus site (classic preset, the same
 * Docusaurus and the same `faster` options, nothing of this site's) with
 * generated text pages under `/x/`, written to `bench/plain-site/` and built
 * there with this project's node_modules. Each page has what a text page of the
 * docs has: a title, an introduction, sections with paragraphs, a list, a table
 * and a code block. One more page carries an article of this site word for word
 * (SAME_ARTICLE), so a figure can compare the two sites on the same text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The plain page compared with each page of the site. */
export const PLAIN_PAGE = '/x/page-001/';
export const PLAIN_PAGE_COUNT = 180;

/**
 * A text page of this site that the plain site carries too, in Markdown as the author wrote it: the generated pages
 * have a quarter of its text, and the style, layout and paint of a page's text grow with it. Plain Docusaurus
 * renders it at `plainPath`.
 */
export const SAME_ARTICLE = {
  source: 'docs/introduction/support.mdx',
  sitePath: '/x/introduction/support/',
  plainPath: '/x/same-article',
};
/** The pages the plain site's build makes under `/x/`: the generated ones and the same article. */
export const PLAIN_SITE_PAGES = PLAIN_PAGE_COUNT + 1;

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** SAME_ARTICLE's source, its links to the site's other pages pointed at a plain page (the plain build throws on a broken link). */
function sameArticleSource() {
  const source = fs.readFileSync(path.join(siteDir, SAME_ARTICLE.source), 'utf8');
  return source.replace(/\]\(\/x\/[^)]*\)/g, `](${PLAIN_PAGE})`);
}

const TOPICS = ['columns', 'rows', 'filters', 'sorting', 'selection', 'editing', 'export', 'themes', 'locales', 'events'];

function pageSource(index) {
  const topic = TOPICS[index % TOPICS.length];
  const number = String(index).padStart(3, '0');
  const section = (title, sentences) => `## ${title}\n\n${sentences.join(' ')}\n`;
  return `---
title: Page ${number} on ${topic}
description: How the example configuration handles ${topic}, step ${index}.
---

This page walks through step ${index} of configuring ${topic}. Each step builds on the one before it and ends with
a setting you can copy into your own project.

${section('Before you start', [
  `You need a project that already renders the component, and the ${topic} option turned on.`,
  'The examples assume a recent browser and a bundler that understands ES modules.',
  'Nothing on this page needs a commercial licence.',
])}
${section('The setting', [
  `The ${topic} setting takes an object.`,
  'Every field is optional; a field left out keeps its default value.',
  'Changing the object at run time applies the new value on the next render.',
])}
- \`enabled\`: turns the behaviour on or off.
- \`mode\`: \`client\` or \`server\`.
- \`debounceMs\`: how long to wait after the last change, in milliseconds.

| Field | Type | Default |
| --- | --- | --- |
| enabled | boolean | true |
| mode | string | client |
| debounceMs | number | 150 |

\`\`\`tsx
const ${topic}Settings = { enabled: true, mode: 'client', debounceMs: ${100 + index} };

export default function Example() {
  return <Component ${topic}={${topic}Settings} />;
}
\`\`\`

${section('What to check', [
  `After the change, the ${topic} panel lists the new value.`,
  'If it does not, make sure the object is not recreated on every render.',
  `Step ${index + 1} continues with the same project.`,
])}`;
}

/** The site's config; the builds the bench times run without the bundler's persistent cache, `npm start`'s with it. */
const config = ({ persistentCache }) => `// Written by scripts/bench/plainSite.mjs: a plain Docusaurus site, the benchmark's baseline.
export default {
  title: 'Plain Docusaurus',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: ${persistentCache},
      ssgWorkerThreads: true,
    },
  },
  presets: [['classic', { docs: { routeBasePath: 'x' }, blog: false }]],
  themeConfig: { navbar: { title: 'Plain Docusaurus', items: [{ type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Docs' }] } },
};
`;

/** Writes the site's sources into `dir` (its docs folder anew); returns `dir`. */
export function writePlainSite(dir, pageCount = PLAIN_PAGE_COUNT, { persistentCache = false } = {}) {
  fs.rmSync(path.join(dir, 'docs'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docusaurus.config.mjs'), config({ persistentCache }));
  // The home page the navbar title links to.
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'index.md'), `# Plain Docusaurus\n\n[The first page](${PLAIN_PAGE})\n`);
  for (let index = 1; index <= pageCount; index += 1) {
    fs.writeFileSync(path.join(dir, 'docs', `page-${String(index).padStart(3, '0')}.md`), pageSource(index));
  }
  fs.writeFileSync(sameArticleFile(dir), sameArticleSource());
  return dir;
}

const sameArticleFile = (dir) => path.join(dir, 'docs', `${path.basename(SAME_ARTICLE.plainPath)}.md`);

/** Whether the plain site in `dir` was built, and built with the same article as the site has now. */
export function plainBuildIsCurrent(dir) {
  const built = [PLAIN_PAGE, SAME_ARTICLE.plainPath].every((page) => fs.existsSync(path.join(dir, 'build', page, 'index.html')));
  return built && fs.existsSync(sameArticleFile(dir)) && fs.readFileSync(sameArticleFile(dir), 'utf8') === sameArticleSource();
}
