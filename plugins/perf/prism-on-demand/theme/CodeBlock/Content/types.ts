import type { PrismTheme } from 'prism-react-renderer';

export interface CodeLinesProps {
  code: string;
  /** Lower case, as Prism names languages. */
  language: string;
  theme: PrismTheme;
  /** Class names of each line (0-based), from Docusaurus's magic comments and line highlighting. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}
