import { use } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import loadApiPage from '@x-docs/api-page-loader';
import type { ApiPage } from '../../types';
import { withTrailingSlash } from '@site/src/lib/routing';

/**
 * An API page's data. It is not a route module (that would cost every page of
 * the site a route-table entry, see plugins/api-reference/pageLoaders.ts):
 * the server renders it into the page as a JSON data block, which the browser
 * reads to hydrate, and a reader navigating to the page fetches it.
 */
export const PAGE_DATA_ELEMENT_ID = 'api-page-data';

const loaded = new Map<string, ApiPage>();
const loading = new Map<string, Promise<ApiPage>>();

/** JSON that cannot end the `<script>` element it is written in. */
export function serializePageData(page: ApiPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

function readFromDocument(routePath: string): ApiPage | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element || element.getAttribute('data-route') !== routePath) {
    return undefined;
  }
  try {
    return JSON.parse(element.textContent ?? '') as ApiPage;
  } catch {
    return undefined;
  }
}

function load(routePath: string): Promise<ApiPage> {
  let promise = loading.get(routePath);
  if (!promise) {
    promise = loadApiPage(routePath).then((page) => {
      loaded.set(routePath, page);
      return page;
    });
    loading.set(routePath, promise);
  }
  return promise;
}

/** The data of the API page at `pathname`; suspends while it loads. */
export function useApiPageData(pathname: string): ApiPage {
  const routePath = withTrailingSlash(pathname);
  let page = loaded.get(routePath);
  if (!page && ExecutionEnvironment.canUseDOM) {
    page = readFromDocument(routePath);
    if (page) loaded.set(routePath, page);
  }
  return page ?? use(load(routePath));
}

/** Forgets a failed load so that rendering again retries it. */
export function retryApiPageData(pathname: string): void {
  loading.delete(withTrailingSlash(pathname));
}
