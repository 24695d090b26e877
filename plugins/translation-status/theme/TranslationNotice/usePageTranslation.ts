import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { TRANSLATION_STATUS_PLUGIN, type PageNoticeData, type TranslationStatusData } from '../../shared';

export interface PageTranslation {
  data: TranslationStatusData | undefined;
  /** The page's status; undefined when it has no translation (or the locale has no status data). */
  page: PageNoticeData | undefined;
  /** The page's address on the English site, written as that site writes it. */
  englishUrl: string;
}

/** Where the page at `permalink` stands in this locale, and its English address. */
export function usePageTranslation(permalink: string): PageTranslation {
  const data = usePluginData(TRANSLATION_STATUS_PLUGIN) as TranslationStatusData | undefined;
  const { baseUrl, trailingSlash } = useDocusaurusContext().siteConfig;
  const withSlash = permalink.endsWith('/') ? permalink : `${permalink}/`;
  const page = data?.translatedPages[permalink] ?? data?.translatedPages[withSlash] ?? data?.translatedPages[withSlash.slice(0, -1)];
  const englishBaseUrl = data?.englishBaseUrl ?? '/';
  // Written as the English site writes its addresses: a link outside this locale's app gets no automatic slash.
  const englishUrl = applyTrailingSlash(`${englishBaseUrl}${permalink.slice(baseUrl.length)}`, {
    trailingSlash,
    baseUrl: englishBaseUrl,
  });
  return { data, page, englishUrl };
}
