/**
 * The one reader of the built site's config in the browser: the environment
 * settings typed (src/lib/siteFields.ts) and the base URL. React code calls
 * `useSiteFields()`; client modules and helpers called from event handlers,
 * which have no React context, call `siteFields()`.
 */
import generatedConfig from '@generated/docusaurus.config';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { readSiteFields, type SiteFields } from '@site/src/lib/siteFields';

export function useSiteFields(): SiteFields {
  return readSiteFields(useDocusaurusContext().siteConfig.customFields);
}

export function siteFields(): SiteFields {
  return readSiteFields(generatedConfig.customFields);
}

/** The site's base URL (`/`, or `/zh/` in the Chinese build), for code outside React. */
export function siteBaseUrl(): string {
  return generatedConfig.baseUrl;
}
