import React, { type ReactNode } from 'react';
import Heading from '@theme-init/Heading';
import type { Props } from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import { usePageTranslation } from '../TranslationNotice/usePageTranslation';
import SectionNotice from './SectionNotice';

/**
 * In a translated locale, a heading of an outdated translation carries a note when the English of its section
 * changed since the version the translation follows (or a section was added after it, or removed): the
 * translator's marker records each section, so only those sections are flagged, not the whole page.
 */
export default function HeadingWithSectionStatus(props: Props): ReactNode {
  const { pathname } = useLocation();
  const { page, englishUrl } = usePageTranslation(pathname);
  const changes =
    props.id && page?.state === 'outdated'
      ? (page.sections ?? []).filter((change) => (change.change === 'added' ? change.after : change.id) === props.id)
      : [];
  if (changes.length === 0) return <Heading {...props} />;
  return (
    <>
      <Heading {...props} />
      {changes.map((change) => (
        <SectionNotice
          key={`${change.change}-${change.id}`}
          change={change}
          sourceDate={page?.sourceDate ?? null}
          englishUrl={englishUrl}
        />
      ))}
    </>
  );
}
