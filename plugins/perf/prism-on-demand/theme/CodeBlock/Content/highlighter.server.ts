import type { ComponentType } from 'react';
import HighlightedLines from './HighlightedLines';
import type { CodeLinesProps } from './types';

/** On the server Prism is part of the bundle: every block is rendered highlighted. */
export function useHighlightedLines(_wanted: boolean): ComponentType<CodeLinesProps> | null {
  return HighlightedLines;
}
