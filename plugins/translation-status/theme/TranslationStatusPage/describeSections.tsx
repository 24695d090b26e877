import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { useTranslate } from '@theme/Translations';
import { INTRO, type SectionChange, type StatusPageRow } from '../../shared';
import '@x-docs/ui-messages/translation';

type Translate = ReturnType<typeof useTranslate>;

function describe(change: SectionChange, permalink: string, t: Translate): ReactNode {
  const target = change.change === 'added' ? (change.after ?? INTRO) : change.id;
  const section = target === INTRO ? t('translation.notice.intro') : <Link to={`${permalink}#${target}`}>#{target}</Link>;
  if (change.change === 'added')
    return (
      <>
        {section} {t('translation.status.sectionAdded', { title: change.title })}
      </>
    );
  if (change.change === 'removed')
    return (
      <>
        {section} {t('translation.status.sectionRemoved')}
      </>
    );
  return section;
}

/**
 * The status page's cell for a page's sections: for an outdated translation that records them, each section whose
 * English changed (a link to it on the translated page), the ones added after a section, and the ones removed;
 * the whole page when its marker records no sections. The same list as `npm run translation-status` prints.
 */
export function describeSections(row: StatusPageRow, t: Translate): ReactNode {
  if (row.state !== 'outdated') return '–';
  if (!row.sections) return t('translation.status.wholePage');
  return (
    <ul className="margin-bottom--none" data-translation-sections>
      {row.sections.map((change) => (
        <li key={`${change.change}-${change.id}`} data-change={change.change}>
          {describe(change, row.permalink, t)}
        </li>
      ))}
    </ul>
  );
}
