import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { ApiImport } from '../../types';

/** The import statements: the deep path first where a package has one, then each package root. */
export default function ImportCode({ imports }: { imports: readonly ApiImport[] }): ReactNode {
  const lines = imports.flatMap((entry) => (entry.deepStatement ? [entry.deepStatement, entry.statement] : [entry.statement]));
  const code = lines.map((line, index) => (index > 0 ? `// or\n${line}` : line)).join('\n');
  return <CodeBlock language="tsx">{code}</CodeBlock>;
}
