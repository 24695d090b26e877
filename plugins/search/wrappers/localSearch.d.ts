// The two modules of @easyops-cn/docusaurus-search-local that plugins/search wraps (it ships no types for them).

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export interface SearchResult {
    document: { i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[] };
    type: number;
    isInterOfTree?: boolean;
    isLastOfTree?: boolean;
    [key: string]: unknown;
  }
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate' {
  import type { SearchResult } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
  /** Returns the HTML of one suggestion of the search box. */
  export function SuggestionTemplate(result: SearchResult): string;
}
