import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import EntryBadges from '@site/src/components/EntryBadges';
import PageFeedback from '@site/src/components/PageFeedback';
import { pages } from '@site/src/data/pages';
import { findActivePage } from '@site/src/lib/pageTree';

type Props = WrapperProps<typeof ContentType>;

/** Wrapped, not ejected: shows the page's plan badge and chips above its title, and "Was this page helpful?" after the content. */
export default function ContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const active = findActivePage(pages, pathname);
  return (
    <>
      {active && (
        <div className="doc-page-badges">
          <EntryBadges flags={active.page} size="medium" />
        </div>
      )}
      <Content {...props} />
      <PageFeedback />
    </>
  );
}
