import { withHeadingIds } from './headingIds';
import { explicitIdOf, HEADING, lineKinds, SELF_CLOSING_ELEMENT } from './markdownLines';

/**
 * What a translation must keep of its English page, byte for byte: the code blocks (their comments may be
 * translated), the imports and exports, the
 * self-closing JSX elements (`<Demo … />`, `<PropDefault … />`), the link targets, the inline code and the heading
 * anchors (other pages link to them). Only the words around them are translated.
 */
interface Skeleton {
  codeBlocks: string[];
  moduleLines: string[];
  elements: string[];
  links: string[];
  inlineCode: Set<string>;
  headingIds: string[];
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;
const LINK_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const INLINE_CODE = /(`+)([^`][\s\S]*?)\1(?!`)/g;
const NO_ID = '';

/**
 * A code block without its comments, which a translation may put in its own language: whole-line `//`, `#` and
 * block comments (also on a diff's `+` and `-` lines), and `//` comments after code.
 */
export function withoutComments(block: string): string {
  return block
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/^[+-]?\s*(?:\/\/|#(?=\s|$)).*$/, '').replace(/\s+\/\/\s.*$/, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

function skeletonOf(text: string): Skeleton {
  const skeleton: Skeleton = { codeBlocks: [], moduleLines: [], elements: [], links: [], inlineCode: new Set(), headingIds: [] };
  const lines = text.replace(FRONT_MATTER, '').replace(/\r\n?/g, '\n').split('\n');
  const kinds = lineKinds(lines);
  let block: string[] = [];
  const prose: string[] = [];
  lines.forEach((line, index) => {
    const kind = kinds[index];
    if (kind !== 'prose') {
      block = kind === 'fence-open' ? [line] : [...block, line];
      if (kind === 'fence-close') skeleton.codeBlocks.push(withoutComments(block.join('\n')));
      return;
    }
    // An import or export starts a block; a paragraph's line that happens to begin with the word is prose.
    if (/^(import|export)\s/.test(line) && (prose.length === 0 || prose.at(-1)!.trim() === '')) skeleton.moduleLines.push(line);
    if (HEADING.test(line)) skeleton.headingIds.push(explicitIdOf(line) ?? NO_ID);
    for (const element of line.matchAll(SELF_CLOSING_ELEMENT)) skeleton.elements.push(element[0]);
    for (const link of line.matchAll(LINK_TARGET)) skeleton.links.push(link[1]!);
    prose.push(line);
  });
  // A code span may run over a line break inside its paragraph; it never runs into the next paragraph.
  for (const paragraph of prose.join('\n').split(/\n\s*\n/)) {
    for (const code of paragraph.matchAll(INLINE_CODE)) skeleton.inlineCode.add(code[2]!.replace(/\s+/g, ' ').trim());
  }
  // A block left open at the end of the page is still code.
  if (kinds.at(-1) === 'code' || kinds.at(-1) === 'fence-open') skeleton.codeBlocks.push(withoutComments(block.join('\n')));
  return skeleton;
}

function countsOf(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Each value whose count differs between the two lists, said as what the translation lacks or adds. */
function countDifferences(kind: string, english: string[], translation: string[]): string[] {
  const expected = countsOf(english);
  const found = countsOf(translation);
  const problems: string[] = [];
  for (const value of new Set([...english, ...translation])) {
    const difference = (found.get(value) ?? 0) - (expected.get(value) ?? 0);
    if (difference < 0) problems.push(`${kind} ${value} is missing (the English page has it)`);
    if (difference > 0) problems.push(`${kind} ${value} is not in the English page`);
  }
  return problems;
}

function firstLine(block: string): string {
  return block.split('\n').slice(0, 2).join(' ⏎ ').slice(0, 100);
}

/**
 * How a translation departs from its English page's structure, one sentence each; empty when it keeps it all.
 * The English page's headings are compared by the anchors Docusaurus gives them, as `translation-start` writes them.
 */
export function structureProblems(englishText: string, translationText: string): string[] {
  const english = skeletonOf(withHeadingIds(englishText));
  const translation = skeletonOf(translationText);
  const problems: string[] = [];

  if (english.codeBlocks.length !== translation.codeBlocks.length) {
    problems.push(`${translation.codeBlocks.length} code blocks, the English page has ${english.codeBlocks.length}`);
  } else {
    english.codeBlocks.forEach((block, index) => {
      if (block !== translation.codeBlocks[index]) {
        problems.push(`code block ${index + 1} differs from the English one (${firstLine(block)})`);
      }
    });
  }

  const headings = Math.max(english.headingIds.length, translation.headingIds.length);
  for (let index = 0; index < headings; index += 1) {
    const expected = english.headingIds[index];
    const found = translation.headingIds[index];
    if (expected === found) continue;
    problems.push(
      expected === undefined
        ? `heading ${index + 1} (#${found}) is not in the English page`
        : found === undefined
          ? `heading ${index + 1} (#${expected}) is missing`
          : found === NO_ID
            ? `heading ${index + 1} has no {/* #id */} anchor, the English heading’s is #${expected}`
            : `heading ${index + 1} has the anchor #${found}, the English heading’s is #${expected}`,
    );
  }

  problems.push(...countDifferences('the line', english.moduleLines, translation.moduleLines));
  problems.push(...countDifferences('the element', english.elements, translation.elements));
  problems.push(...countDifferences('a link to', english.links, translation.links));
  for (const code of english.inlineCode) {
    if (!translation.inlineCode.has(code)) problems.push(`the inline code \`${code}\` is missing`);
  }
  return problems;
}
