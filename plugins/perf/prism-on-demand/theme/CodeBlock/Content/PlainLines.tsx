import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Line from '@theme/CodeBlock/Line';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import type { CodeLinesProps } from './types';

const getTokenProps: LineProps['getTokenProps'] = ({ token, className, style, ...rest }) => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
  style: token.empty ? { display: 'inline-block', ...style } : style,
});

/** The block's lines, one plain token each, laid out like Prism's lines: shown until Prism has loaded. */
export default function PlainLines({ code, theme, lineClassNames, showLineNumbers }: CodeLinesProps): ReactNode {
  const plainStyle = { ...theme.plain, backgroundColor: undefined };
  const getLineProps: LineProps['getLineProps'] = ({ className, style, line: _line, ...rest }) => ({
    ...rest,
    className: clsx('token-line', className),
    style: { ...plainStyle, ...style },
  });
  return code.split(/\r\n|\r|\n/).map((content, index) => (
    <Line
      // Keyed by index: lines have no identity but their position.
      key={index}
      line={[content === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content }]}
      classNames={lineClassNames[index]}
      showLineNumbers={showLineNumbers}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
    />
  ));
}
