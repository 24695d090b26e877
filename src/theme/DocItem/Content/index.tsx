import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import EntryBadges from '@site/src/theme/EntryBadges';
import PageFeedback from '@theme/PageFeedback';
import TranslationNotice from '@theme/TranslationNotice';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapped, not ejected: shows the page's translation status (in a translated locale) and its plan badge and chips
 * above its title, and "Was this page helpful?" after the content. The badges are those of the page's sidebar entry (its custom props, set by src/lib/sidebar.ts from
 * the navigation), so pages do not download the navigation tree to find them.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const entry = useSidebarBreadcrumbs()?.at(-1);
  const flags = entry?.type === 'link' ? entry.customProps : undefined;
  return (
    <>
      <TranslationNotice />
      {flags && (
        <div className="doc-page-badges">
          <EntryBadges flags={flags} size="medium" />
        </div>
      )}
      <Content {...props} />
      <PageFeedback />
    </>
  );
}
