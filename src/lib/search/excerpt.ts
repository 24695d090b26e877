/**
 * Pagefind's excerpts are HTML: the page's text, escaped, with the matched words in `<mark>`. The search box shows
 * them as React text and `<mark>` elements built from that split, never as HTML, so nothing of a page or a query
 * is ever parsed as markup.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text an escaped HTML fragment stands for: named entities above, and numeric ones. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The excerpt as plain-text parts, marked where Pagefind marked a match; any other tag is dropped. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  html.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((piece) => {
    const marked = piece.startsWith('<mark>') && piece.endsWith('</mark>');
    const inner = marked ? piece.slice('<mark>'.length, -'</mark>'.length) : piece;
    const text = decodeEntities(inner.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  });
  return parts;
}
