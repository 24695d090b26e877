import React, { type ReactNode } from 'react';

/** Docusaurus's CodeBlock, reduced to its text for component tests. */
export default function CodeBlock({ children, language }: { children: string; language?: string }): ReactNode {
  return <pre data-language={language}>{children}</pre>;
}
