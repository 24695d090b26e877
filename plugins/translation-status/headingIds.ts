import { writeMarkdownHeadingId } from '@docusaurus/utils';

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^#{1,6}\s/;
const EXPLICIT_ID = /\{\/\*\s*#[^\s*]+\s*\*\/\}\s*$|\{#[^\s}]+\}\s*$/;
const JSX_ELEMENT = /<[A-Z][\w.]*(?:\s[^<>]*?)?\/>/g;

/**
 * The page with every heading's anchor written out as an explicit id (`{/* #anchor *\/}`), the anchors Docusaurus
 * gives them: Docusaurus slugs a heading's rendered text, so an element in it (`## Many bars<Since … />`) is left
 * out of the anchor, where `writeMarkdownHeadingId` alone would slug the element's source too.
 */
export function withHeadingIds(pageText: string): string {
  const lines = pageText.split('\n');
  const elementsRemoved = new Map<number, string>();
  let fence: string | null = null;
  const stripped = lines.map((line, index) => {
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      return line;
    }
    if (opening) {
      fence = opening;
      return line;
    }
    if (!HEADING.test(line) || EXPLICIT_ID.test(line) || !JSX_ELEMENT.test(line)) return line;
    elementsRemoved.set(index, line);
    return line.replace(JSX_ELEMENT, '').trimEnd();
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
