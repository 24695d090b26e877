/**
 * Where a printed type may wrap: after `|`, `&`, `,`, `;`, `<`, `(` and `=>`, so a long type breaks between its
 * parts (`GridRowParams<` / `R>`) rather than inside a name.
 */
const BREAK_AFTER = /(\| |& |, |; |<|\(|=> )/;

/** The type cut into pieces that may each start a new line; joined, they are the type again. */
export function typeBreakSegments(text: string): string[] {
  // Splitting on a captured pattern puts each separator at an odd index, after the text it ends.
  const parts = text.split(BREAK_AFTER);
  const segments: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const segment = parts[index]! + (parts[index + 1] ?? '');
    if (segment) segments.push(segment);
  }
  return segments;
}
