import { writeMarkdownHeadingId } from '@docusaurus/utils';
import { EXPLICIT_ID, HEADING, lineKinds, SELF_CLOSING_ELEMENT } from './markdownLines';

/**
 * The page with every heading's anchor written out as an explicit id (`{/* #anchor *\/}`), the anchors Docusaurus
 * gives them: Docusaurus slugs a heading's rendered text, so an element in it (`## Many bars<Since … />`) is left
 * out of the anchor, where `writeMarkdownHeadingId` alone would slug the element's source too.
 */
export function withHeadingIds(pageText: string): string {
  const lines = pageText.split('\n');
  const kinds = lineKinds(lines);
  const elementsRemoved = new Map<number, string>();
  const stripped = lines.map((line, index) => {
    if (kinds[index] !== 'prose' || !HEADING.test(line) || EXPLICIT_ID.test(line) || !line.match(SELF_CLOSING_ELEMENT)) return line;
    elementsRemoved.set(index, line);
    return line.replace(SELF_CLOSING_ELEMENT, '').trimEnd();
  });
  const withIds = writeMarkdownHeadingId(stripped.join('\n'), { syntax: 'mdx-comment' }).split('\n');
  return withIds
    .map((line, index) => {
      const original = elementsRemoved.get(index);
      const id = original === undefined ? undefined : EXPLICIT_ID.exec(line)?.[0];
      return original !== undefined && id ? `${original.trimEnd()} ${id.trim()}` : line;
    })
    .join('\n');
}
