/**
 * What the translation tools read of an MDX page line by line: which lines are code (fenced blocks, fences
 * included) and which are prose, the headings and their explicit anchors (`{/* #id *\/}` or `{#id}`), and the
 * self-closing elements (`<Demo … />`, `<Since … />`).
 */
export type LineKind = 'prose' | 'fence-open' | 'code' | 'fence-close';

const FENCE = /^\s*(`{3,}|~{3,})/;
export const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
export const EXPLICIT_ID = /\s*(?:\{\/\*\s*#([^\s*]+)\s*\*\/\}|\{#([^\s}]+)\})\s*$/;
export const SELF_CLOSING_ELEMENT = /<[A-Z][\w.]*(?:\s[^<>]*?)?\/>/g;

/** Each line's kind: a fence opens a code block that the next line made of the same fence characters closes. */
export function lineKinds(lines: readonly string[]): LineKind[] {
  let fence: string | null = null;
  return lines.map((line) => {
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
        fence = null;
        return 'fence-close';
      }
      return 'code';
    }
    const opening = FENCE.exec(line)?.[1];
    if (!opening) return 'prose';
    fence = opening;
    return 'fence-open';
  });
}

/** The explicit anchor at the end of a heading's text, if it has one. */
export function explicitIdOf(text: string): string | undefined {
  const id = EXPLICIT_ID.exec(text);
  return id ? (id[1] ?? id[2]) : undefined;
}
