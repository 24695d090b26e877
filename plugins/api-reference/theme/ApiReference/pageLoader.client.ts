import type { ApiPage } from '../../types';
import { NOT_PUBLISHED, pageDataUrl } from '../../pageLoaders';

/**
 * The browser's loader of an API page's data (`@x-docs/api-page-loader`):
 * the static file the build writes beside the page (plugins/api-reference/pageLoaders.ts).
 */
export default async function loadApiPage(routePath: string): Promise<ApiPage> {
  const response = await fetch(pageDataUrl(routePath));
  if (response.status === 404) {
    throw new Error(`${NOT_PUBLISHED}${routePath}`);
  }
  if (!response.ok) {
    throw new Error(`The data of ${routePath} could not be loaded (HTTP ${response.status})`);
  }
  return (await response.json()) as ApiPage;
}
