/**
 * The local search plugin's web worker, for an index in two stages (stagedIndex.ts). It fetches a locale's titles,
 * headings, descriptions and keywords first and the full text right after them, and searches whatever has arrived:
 * - for the search box, a query is answered from the first stage only when the full index would list the same
 *   results (firstStageIsFinal); any other waits for the full text, so a list never shows fewer results than the
 *   query has;
 * - a caller that asks for more results than the box lists (the search page asks for 100) waits for the full text,
 *   since it lists every match.
 * Searching is the plugin's own: its tokenizer, its query variants, its order of parts and of results.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {
  language,
  searchIndexUrl,
  searchResultLimits,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import { fullTextFileOf, HEAD_PART_COUNT, type IndexPart } from './stagedIndex';

interface SearchDocument {
  i: number;
  p?: number;
  [field: string]: unknown;
}

interface SearchablePart {
  /** The plugin's document type: the part's position in its index (0 titles … 4 full text). */
  type: number;
  byRef: Map<string, SearchDocument>;
  index: lunr.Index;
}

interface SearchableIndex {
  parts: SearchablePart[];
  /** The Chinese words the index knows, which the plugin's query builder segments a query by. */
  zhDictionary: string[];
}

const TITLE_TYPE = 0;

function searchable(parts: readonly IndexPart[]): SearchableIndex {
  const words = new Set<string>();
  for (const { index } of parts) {
    for (const [term] of index.invertedIndex) if (/\p{Unified_Ideograph}/u.test(term[0] ?? '')) words.add(term);
  }
  return {
    parts: parts.map(({ documents, index }, type) => ({
      type,
      byRef: new Map((documents as SearchDocument[]).map((document) => [String(document.i), document])),
      index: lunr.Index.load(index),
    })),
    zhDictionary: [...words],
  };
}

async function fetchParts(url: string): Promise<IndexPart[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index ${url} answered ${response.status}.`);
  return (await response.json()) as IndexPart[];
}

class StagedIndex {
  private readonly first: Promise<IndexPart[]>;
  readonly heads: Promise<SearchableIndex>;
  private all: Promise<SearchableIndex> | undefined;
  private complete: SearchableIndex | undefined;

  constructor(private readonly url: string) {
    this.first = fetchParts(url);
    this.heads = this.first.then(searchable);
    // The full text starts once the first stage is in, so the two do not share a slow connection.
    this.heads.then(
      () => this.whenComplete(),
      () => undefined,
    );
  }

  get isComplete(): boolean {
    return this.complete !== undefined;
  }

  /** The whole index; the first stage alone if the full text fails to arrive (it is asked for again next time). */
  whenComplete(): Promise<SearchableIndex> {
    this.all ??= this.first.then(async (heads) => {
      // An index that was not split (an older build's, from a cache) is complete already.
      const fullText = heads.length > HEAD_PART_COUNT ? [] : await fetchParts(fullTextFileOf(this.url));
      this.complete = searchable([...heads, ...fullText]);
      return this.complete;
    });
    return this.all.catch(() => {
      this.all = undefined;
      return this.heads;
    });
  }
}

const indexes = new Map<string, StagedIndex>();

function indexOf(baseUrl: string, searchContext: string): StagedIndex {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected version url');
  let index = indexes.get(url);
  if (!index) {
    index = new StagedIndex(url);
    indexes.set(url, index);
    // A first stage that fails is fetched again by the next call.
    index.heads.catch(() => indexes.delete(url));
  }
  return index;
}

/**
 * The results, and whether they filled `limit` on the first query variant: the parts are searched in order for each
 * variant, so the full text (the last part) would then never have been reached.
 */
function search({ parts, zhDictionary }: SearchableIndex, input: string, limit: number) {
  const results: { document: SearchDocument; type: number; page: SearchDocument | false | undefined; [key: string]: unknown }[] = [];
  const titles = parts[TITLE_TYPE]?.byRef;
  const listed = new Set<string>();
  let filledOnFirstVariant = false;
  let variant = 0;
  collect: for (const { term, tokens } of smartQueries(tokenize(input, language), zhDictionary)) {
    variant += 1;
    for (const { type, byRef, index } of parts) {
      const matches = index
        .query((query) => {
          // lunr reads a clause with an `editDistance` key as fuzzy, whatever its value.
          for (const { value, presence, wildcard, editDistance } of term)
            query.term(value, { presence, wildcard, ...(editDistance ? { editDistance } : {}) });
        })
        .slice(0, limit)
        .filter((match) => !listed.has(match.ref))
        .slice(0, limit - results.length);
      for (const match of matches) {
        const document = byRef.get(match.ref);
        if (!document) continue;
        listed.add(match.ref);
        results.push({
          document,
          type,
          page: type !== TITLE_TYPE && titles?.get(String(document.p)),
          metadata: match.matchData.metadata,
          tokens,
          score: match.score,
        });
      }
      if (results.length >= limit) {
        filledOnFirstVariant = variant === 1;
        break collect;
      }
    }
  }
  sortSearchResults(results);
  processTreeStatusOfSearchResults(results);
  return { results, filledOnFirstVariant };
}

/**
 * Whether a search of the first stage lists what the full index would. It must have filled the list on the first
 * query variant (the full text comes after the other parts), and the query must hold no Chinese: the words a Chinese
 * query is cut into come from the index's vocabulary, which the full text extends.
 */
function firstStageIsFinal(input: string, { filledOnFirstVariant }: { filledOnFirstVariant: boolean }): boolean {
  return filledOnFirstVariant && !/\p{Unified_Ideograph}/u.test(input);
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexOf(baseUrl, searchContext).heads;
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number) {
    if (tokenize(input, language).length === 0) return [];
    const index = indexOf(baseUrl, searchContext);
    if (limit > searchResultLimits || index.isComplete) return search(await index.whenComplete(), input, limit).results;
    const firstStage = search(await index.heads, input, limit);
    return firstStageIsFinal(input, firstStage) ? firstStage.results : search(await index.whenComplete(), input, limit).results;
  }
}

Comlink.expose(SearchWorker);
