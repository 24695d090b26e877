/**
 * Turns an MDX docs page into plain Markdown for readers' tools: the front
 * matter becomes the title and description, MDX import/export blocks go, each
 * `<Demo src="..." />` becomes a `tsx` code block with the demo's source, tabs
 * become labelled sections and admonitions become block quotes, `<PropDefault>`
 * and `<PropType>` become the value as code. Code blocks are copied as they are.
 */

export interface MarkdownPage {
  title: string;
  description: string;
  /** The MDX source, front matter included. */
  source: string;
  /** The page file, for error messages. */
  filePath: string;
  /** Returns the source of a demo given its `src` attribute, or null when the file does not exist. */
  readDemo: (src: string) => string | null;
  /** The Markdown of `<PropDefault of="…" />`, `<PropType of="…" />` or `<Since of="…" />` (plugins/api-reference/remarkApiValues). */
  apiValue: (elementName: string, of: string) => string;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const DEMO = /^\s*<Demo\b([^>]*)\/>\s*$/;
const ESM_START = /^(import|export)\s/;
const TABS_TAG = /^\s*<\/?Tabs\b[^>]*>\s*$/;
const TAB_ITEM_OPEN = /^\s*<TabItem\b([^>]*)>\s*$/;
const TAB_ITEM_CLOSE = /^\s*<\/TabItem>\s*$/;
const ADMONITION_OPEN = /^:::(\w+)(?:\[(.*)\]|\s+(.*))?\s*$/;
const ADMONITION_CLOSE = /^:::\s*$/;
const API_VALUE = /<(PropDefault|PropType|Since)\s+of="([^"]*)"\s*\/>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function demoBlock(attributes: string, page: MarkdownPage, lineNumber: number): string[] {
  const src = attribute(attributes, 'src');
  const where = `${page.filePath}:${lineNumber}`;
  if (!src) {
    throw new Error(`llms-txt: the <Demo> at ${where} has no src. Write <Demo src="./demos/<page>/<Name>.tsx" />.`);
  }
  const code = page.readDemo(src);
  if (code === null) {
    throw new Error(`llms-txt: the demo ${src} used at ${where} does not exist.`);
  }
  const fence = code.includes('```') ? '~~~~' : '```';
  return [`${fence}tsx`, code.replace(/\s+$/, ''), fence];
}

export function mdxToMarkdown(page: MarkdownPage): string {
  const body = page.source.replace(FRONT_MATTER, '');
  const bodyStart = page.source.length - body.length;
  const firstBodyLine = page.source.slice(0, bodyStart).split('\n').length;
  const output: string[] = [`# ${page.title}`, ''];
  if (page.description) {
    output.push(page.description, '');
  }

  let fence: string | null = null;
  let inEsm = false;
  let quoting = false;
  const emit = (line: string) => output.push(quoting ? (line === '' ? '>' : `> ${line}`) : line);

  for (const [index, line] of body.split(/\r?\n/).entries()) {
    if (fence) {
      emit(line);
      if (line.trim().startsWith(fence) && line.trim().replace(/^[`~]+/, '') === '') {
        fence = null;
      }
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      emit(line);
      continue;
    }
    if (inEsm || (ESM_START.test(line) && !quoting)) {
      // An MDX import/export block runs until the next blank line.
      inEsm = line.trim() !== '';
      continue;
    }
    const demo = DEMO.exec(line);
    if (demo) {
      demoBlock(demo[1] ?? '', page, firstBodyLine + index).forEach(emit);
      continue;
    }
    if (TABS_TAG.test(line) || TAB_ITEM_CLOSE.test(line)) {
      continue;
    }
    const tabItem = TAB_ITEM_OPEN.exec(line);
    if (tabItem) {
      const label = attribute(tabItem[1] ?? '', 'label') ?? attribute(tabItem[1] ?? '', 'value');
      if (label) emit(`**${label}**`);
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition && !quoting) {
      quoting = true;
      emit(`**${admonition[2] ?? admonition[3] ?? capitalize(admonition[1] ?? '')}**`);
      emit('');
      continue;
    }
    if (quoting && ADMONITION_CLOSE.test(line)) {
      quoting = false;
      continue;
    }
    emit(line.replace(API_VALUE, (_element, name: string, of: string) => page.apiValue(name, of)));
  }

  if (fence) {
    throw new Error(`llms-txt: ${page.filePath} has a code block opened with ${fence} that is never closed.`);
  }
  return `${output
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
