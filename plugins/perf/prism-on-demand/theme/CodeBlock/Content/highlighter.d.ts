/** Resolved by plugins/prism-on-demand: ./highlighter.server.ts on the server, ./highlighter.client.ts in the browser. */
declare module '@x-docs/code-highlighter' {
  import type { ComponentType } from 'react';
  import type { CodeLinesProps } from '@site/plugins/perf/prism-on-demand/theme/CodeBlock/Content/types';

  export function useHighlightedLines(wanted: boolean): ComponentType<CodeLinesProps> | null;
}
