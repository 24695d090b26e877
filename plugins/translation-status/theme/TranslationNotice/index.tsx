import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { useTranslate } from '@theme/Translations';
import { TRANSLATION_STATUS_PLUGIN, type PageNoticeData, type TranslationStatusData } from '../../shared';

function useNoticeText(page: PageNoticeData | undefined): string {
  const t = useTranslate();
  if (!page) return t('translation.notice.missing');
  if (page.state === 'malformed') return t('translation.notice.unchecked');
  return page.sourceDate
    ? t('translation.notice.outdated', { englishDate: page.englishDate ?? '', sourceDate: page.sourceDate })
    : t('translation.notice.outdatedSince', { englishDate: page.englishDate ?? '' });
}

/**
 * Above a docs page of a translated locale, when it is not an up-to-date translation: a note that the page is the
 * English original, or that its translation follows an older English version (and since when the English page
 * is newer), with links to the English page and to the translation status page, where translators start. An
 * up-to-date translation shows nothing, and neither does the default locale.
 */
export default function TranslationNotice(): ReactNode {
  const data = usePluginData(TRANSLATION_STATUS_PLUGIN) as TranslationStatusData | undefined;
  const { permalink } = useDoc().metadata;
  const { baseUrl, trailingSlash } = useDocusaurusContext().siteConfig;
  const t = useTranslate();
  const page = data?.translatedPages[permalink];
  const text = useNoticeText(page);
  if (!data?.statusPagePath || page?.state === 'translated') return null;
  // Written as the English site writes its addresses: a link outside this locale's app gets no automatic slash.
  const englishUrl = applyTrailingSlash(`${data.englishBaseUrl}${permalink.slice(baseUrl.length)}`, {
    trailingSlash,
    baseUrl: data.englishBaseUrl,
  });
  return (
    <aside
      className={`alert ${page ? 'alert--warning' : 'alert--info'} margin-bottom--md`}
      role="note"
      data-translation-notice={page?.state ?? 'missing'}
    >
      <p className="margin-bottom--xs">{text}</p>
      <p className="margin-bottom--none">
        {/* Another locale is another app: a full page load, as the navbar's language menu does. */}
        <Link to={`pathname://${englishUrl}`} autoAddBaseUrl={false} target="_self" hrefLang="en">
          {t('translation.notice.readEnglish')}
        </Link>
        {' · '}
        <Link to={data.statusPagePath}>{t('translation.notice.contribute')}</Link>
      </p>
    </aside>
  );
}
