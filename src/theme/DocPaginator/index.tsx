import React, { useMemo, type ReactNode } from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type DocPaginatorType from '@theme/DocPaginator';
import type { WrapperProps } from '@docusaurus/types';
import type { PropNavigationLink } from '@docusaurus/plugin-content-docs';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { sidebarLabelsByHref } from '@site/src/lib/sidebarLabels';

type Props = WrapperProps<typeof DocPaginatorType>;

/**
 * Docusaurus names the previous and next pages by their sidebar labels before it translates the sidebar, so a
 * translated site showed them in English; they take the label the reader sees in the sidebar instead.
 */
export default function DocPaginatorWrapper({ previous, next, ...props }: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const labels = useMemo(() => sidebarLabelsByHref(sidebar?.items ?? []), [sidebar]);
  const relabel = (link: PropNavigationLink | undefined) => link && { ...link, title: labels.get(link.permalink) ?? link.title };
  return <DocPaginator {...props} previous={relabel(previous)} next={relabel(next)} />;
}
