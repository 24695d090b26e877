import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useTranslate } from '@theme/Translations';
import { INTRO, type PageNoticeData } from '../../shared';
import { usePageTranslation } from './usePageTranslation';
import '@x-docs/ui-messages/translation';

function useNoticeText(page: PageNoticeData | undefined): string {
  const t = useTranslate();
  if (!page) return t('translation.notice.missing');
  if (page.state === 'malformed') return t('translation.notice.unchecked');
  const englishDate = page.englishDate ?? '';
  if (page.sections?.length && page.sourceDate) {
    return t('translation.notice.outdatedSections', { englishDate, sourceDate: page.sourceDate });
  }
  return page.sourceDate
    ? t('translation.notice.outdated', { englishDate, sourceDate: page.sourceDate })
    : t('translation.notice.outdatedSince', { englishDate });
}

/** The changed sections of an outdated translation, each a link to its heading on this page. */
function ChangedSections({ page }: { page: PageNoticeData }): ReactNode {
  const t = useTranslate();
  const { toc } = useDoc();
  const headings = new Map(toc.map((entry) => [entry.id, entry.value]));
  const sections = page.sections ?? [];
  if (sections.length === 0) return null;
  return (
    <div className="margin-bottom--xs" data-translation-changed-sections>
      {t('translation.notice.changedSections')}
      <ul className="margin-bottom--none">
        {sections.map((section) => {
          const target = section.change === 'added' ? (section.after ?? INTRO) : section.id;
          const html = headings.get(target);
          return (
            <li key={`${section.change}-${section.id}`}>
              {target === INTRO ? (
                t('translation.notice.intro')
              ) : html ? (
                // The heading as the table of contents renders it (it may hold inline code), as theme-classic's does.
                <Link to={`#${target}`} dangerouslySetInnerHTML={{ __html: html }} />
              ) : (
                <Link to={`#${target}`}>{section.title || `#${target}`}</Link>
              )}
              {section.change === 'added' && ` ${t('translation.status.sectionAdded', { title: section.title })}`}
              {section.change === 'removed' && ` ${t('translation.status.sectionRemoved')}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Above a docs page of a translated locale, when it is not an up-to-date translation: a note that the page is the
 * English original, or that its translation follows an older English version (and since when the English page
 * is newer, and which sections changed when the translation records them), with links to the English page and to
 * the translation status page, where translators start. An up-to-date translation shows nothing, and neither does
 * the default locale.
 */
export default function TranslationNotice(): ReactNode {
  const { permalink } = useDoc().metadata;
  const { data, page, englishUrl } = usePageTranslation(permalink);
  const t = useTranslate();
  const text = useNoticeText(page);
  if (!data?.statusPagePath || page?.state === 'translated') return null;
  return (
    <aside
      className={`alert ${page ? 'alert--warning' : 'alert--info'} margin-bottom--md`}
      role="note"
      data-translation-notice={page?.state ?? 'missing'}
    >
      <p className="margin-bottom--xs">{text}</p>
      {page?.state === 'outdated' && <ChangedSections page={page} />}
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
