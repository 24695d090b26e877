/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content): the
 * original imports prism-react-renderer at the top, which puts Prism and its
 * ~20 bundled languages (24 KB of gzipped JavaScript and ~100 ms of start-up
 * work on a phone) into every page. A wrapper cannot remove that import.
 *
 * This version renders the same markup. The server renders every block
 * highlighted; the browser hydrates a block by keeping the server's lines as
 * they are, and loads Prism only when a block has to be highlighted in the
 * browser (client-side navigation, another code variant). Until Prism has
 * loaded, such a block shows its lines unhighlighted.
 */
import React, { useId, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock/Content';
import { useHighlightedLines } from '@x-docs/code-highlighter';
// The original's stylesheet, so the classes (and their cascade layer) stay Docusaurus's own.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import PlainLines from './PlainLines';
import { useServerMarkup } from './useServerMarkup';
import type { CodeLinesProps } from './types';

function Pre({ className, ...props }: ComponentProps<'pre'>): ReactNode {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable block must be reachable by keyboard
  return <pre tabIndex={0} {...props} className={clsx(className, styles.codeBlock, 'thin-scrollbar')} />;
}

function sameLines(a: CodeLinesProps, b: CodeLinesProps): boolean {
  return (
    a.code === b.code &&
    a.language === b.language &&
    a.showLineNumbers === b.showLineNumbers &&
    JSON.stringify(a.lineClassNames) === JSON.stringify(b.lineClassNames)
  );
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const theme = usePrismTheme();
  const id = useId();
  const { code, lineNumbersStart, lineClassNames } = metadata;
  const language = metadata.language.toLowerCase();
  const showLineNumbers = lineNumbersStart !== undefined;
  const lines: CodeLinesProps = { code, language, theme, lineClassNames, showLineNumbers };

  const serverMarkup = useServerMarkup(id);
  const [hydratedLines] = useState(lines);
  const showServerMarkup = serverMarkup !== null && sameLines(hydratedLines, lines);
  const HighlightedLines = useHighlightedLines(!showServerMarkup);

  const codeProps: ComponentProps<'code'> = {
    id,
    className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
    style: showLineNumbers ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined,
  };
  return (
    // eslint-disable-next-line react-hooks/refs -- the ref is handed to the element, not read during render
    <Pre ref={wordWrap.codeBlockRef} className={clsx(className, 'prism-code', `language-${language}`)} style={theme.plain}>
      {showServerMarkup ? (
        <code {...codeProps} dangerouslySetInnerHTML={{ __html: serverMarkup }} />
      ) : (
        <code {...codeProps}>
          {/* eslint-disable-next-line react-hooks/static-components -- the module-level component Prism's loader resolved, the same each render */}
          {HighlightedLines ? <HighlightedLines {...lines} /> : <PlainLines {...lines} />}
        </code>
      )}
    </Pre>
  );
}
