import React, { type ReactNode } from 'react';
import { excerptParts } from '@site/src/lib/search/excerpt';

/** A Pagefind excerpt as text, its matched words in `<mark>` (never parsed as HTML: src/lib/search/excerpt.ts). */
export default function Excerpt({ html }: { html: string }): ReactNode {
  return excerptParts(html).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
  );
}
