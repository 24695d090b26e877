// The modules of @easyops-cn/docusaurus-search-local this trick imports by path (the package types only its options).

declare module '@easyops-cn/docusaurus-search-local/dist/server/server' {
  import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
  export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin;
  export function validateOptions(context: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const language: string[];
  export const searchIndexUrl: string;
  export const searchResultLimits: number;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  import type lunr from 'lunr';
  export interface SmartQuery {
    tokens: string[];
    term: { value: string; presence: lunr.Query.presence; wildcard: lunr.Query.wildcard; editDistance?: number }[];
  }
  export function smartQueries(tokens: string[], zhDictionary: string[]): SmartQuery[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: object[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: object[]): void;
}
