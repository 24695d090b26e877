/**
 * The benchmark's baseline: a plain Docusaurus site (classic preset, the same
 * Docusaurus and the same `faster` options, nothing of this site's) with
 * generated text pages under `/x/`, written to `bench/plain-site/` and built
 * there with this project's node_modules. Each page has what a text page of the
 * docs has: a title, an introduction, sections with paragraphs, a list, a table
 * and a code block.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The plain page compared with each page of the site. */
export const PLAIN_PAGE = '/x/page-001/';
export const PLAIN_PAGE_COUNT = 180;

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
  return dir;
}
