import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useTranslate } from '@theme/Translations';
import type { SectionChange } from '../../shared';
import '@x-docs/ui-messages/translation';

interface Props {
  change: SectionChange;
  sourceDate: string | null;
  englishUrl: string;
}

/** Under a heading: what changed in the English of this section (or next to it), with a link to the English text. */
export default function SectionNotice({ change, sourceDate, englishUrl }: Props): ReactNode {
  const t = useTranslate();
  const text =
    change.change === 'added'
      ? t('translation.section.added', { title: change.title })
      : change.change === 'removed'
        ? t('translation.section.removed')
        : sourceDate
          ? t('translation.section.changed', { sourceDate })
          : t('translation.section.changedSince');
  const target = change.change === 'removed' ? englishUrl : `${englishUrl}#${change.id}`;
  return (
    <aside className="alert alert--warning margin-bottom--md" role="note" data-translation-section={change.change} data-section={change.id}>
      {text} {/* Another locale is another app: a full page load, as the navbar's language menu does. */}
      <Link to={`pathname://${target}`} autoAddBaseUrl={false} target="_self" hrefLang="en">
        {change.change === 'removed' ? t('translation.notice.readEnglish') : t('translation.section.readEnglish')}
      </Link>
    </aside>
  );
}
