import React, { Fragment, type ReactNode } from 'react';

/**
 * A translated message with elements (a link, a code name) in place of its `{name}` placeholders,
 * so translators keep the whole sentence and its word order. Placeholders without a node stay as written.
 */
export function withNodes(message: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  // split() with a capture group alternates text (even indexes) and placeholder names (odd indexes).
  return message.split(/\{(\w+)\}/g).map((part, index) => {
    if (index % 2 === 0) return part;
    return part in nodes ? <Fragment key={index}>{nodes[part]}</Fragment> : `{${part}}`;
  });
}
