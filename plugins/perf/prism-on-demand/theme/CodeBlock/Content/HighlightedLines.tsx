import React, { type ReactNode } from 'react';
import { Highlight, Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type { CodeLinesProps } from './types';

// Docusaurus registers the configured additional languages at start-up; here it happens when Prism first loads.
prismIncludeLanguages(Prism);

/** The block's lines tokenized by Prism (loaded on demand by ./CodeLines). */
export default function HighlightedLines({ code, language, theme, lineClassNames, showLineNumbers }: CodeLinesProps): ReactNode {
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <>
          {tokens.map((line, index) => (
            <Line
              // Keyed by index: lines have no identity but their position.
              key={index}
              line={line}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}
