/**
 * Where a printed type or name may wrap: after `|`, `&`, `,`, `;`, `<`, `(`, `=>` and a member's dot, so a long type breaks between
 * its parts (`GridRowParams<` / `R>`) rather than inside a name; and inside a name too long for a line of the desktop
 * table's narrow columns, between its words (`onColumnHeader` / `DoubleClick`), never between two letters of a word.
 */
const BREAK_AFTER = /(\| |& |, |; |<|\(|=> |\.(?=[A-Za-z_$]))/;
/** About the characters of code a line of the name, type or default column holds on a desktop. */
const LONG_NAME_LENGTH = 16;
const LONG_NAME = new RegExp(`[A-Za-z_$][\\w$]{${LONG_NAME_LENGTH - 1},}`, 'g');
const WORD_START = /(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=_)(?=[A-Za-z])/;

function splitLongNames(segment: string): string[] {
  const pieces: string[] = [];
  let rest = 0;
  for (const match of segment.matchAll(LONG_NAME)) {
    const [first = '', ...words] = match[0].split(WORD_START);
    pieces.push(segment.slice(rest, match.index) + first, ...words);
    rest = match.index + match[0].length;
  }
  if (pieces.length === 0) return [segment];
  pieces[pieces.length - 1] += segment.slice(rest);
  return pieces;
}

/** The text cut into pieces that may each start a new line; joined, they are the text again. */
export function typeBreakSegments(text: string): string[] {
  // Splitting on a captured pattern puts each separator at an odd index, after the text it ends.
  const parts = text.split(BREAK_AFTER);
  const segments: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const segment = parts[index]! + (parts[index + 1] ?? '');
    if (segment) segments.push(...splitLongNames(segment));
  }
  return segments;
}

/** Rendered HTML with the same break opportunities inside its `<code>` spans (a default such as "`desktopModeMediaQuery` prop"). */
export function withCodeBreaks(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (_code, text: string) => `<code>${typeBreakSegments(text).join('<wbr>')}</code>`);
}
