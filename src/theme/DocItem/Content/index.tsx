import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import EntryBadges from '@site/src/theme/EntryBadges';
import PageFeedback from '@theme/PageFeedback';
import TranslationNotice from '@theme/TranslationNotice';
import SearchIndexFields from '@theme/SearchIndexFields';
import PageActions from '@theme/PageActions';
import type { Plan } from '@site/src/data/products';

type Props = WrapperProps<typeof ContentType>;

/** The plan of the page's sidebar entry (its custom props); pages without one are in the community plan. */
function planOf(flags: Record<string, unknown> | undefined): Plan {
  const plan = flags?.plan;
  return plan === 'pro' || plan === 'premium' ? plan : 'community';
}

/**
 * Wrapped, not ejected: shows the page's translation status (in a translated locale), "Copy page" and its menu
 * beside the title (plugins/llms-txt) and the page's plan badge and chips above its title, and "Was this page helpful?" after the content; the content alone is what search indexes. The badges are those of the page's sidebar entry (its custom props, set by src/lib/sidebar.ts from
 * the navigation), so pages do not download the navigation tree to find them.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const entry = useSidebarBreadcrumbs()?.at(-1);
  const flags = entry?.type === 'link' ? entry.customProps : undefined;
  const { title } = useDoc().metadata;
  const navigationLabel = entry?.type === 'link' && entry.label !== title ? entry.label : undefined;
  return (
    <>
      <TranslationNotice />
      <PageActions />
      {flags && (
        <div className="doc-page-badges">
          <EntryBadges flags={flags} size="medium" />
        </div>
      )}
      <div data-pagefind-body>
        <SearchIndexFields kind="guide" plan={planOf(flags)} alsoKnownAs={navigationLabel} />
        <Content {...props} />
      </div>
      <PageFeedback />
    </>
  );
}
