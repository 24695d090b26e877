import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import { samePropsBut } from '@site/src/lib/samePropsBut';

/** What the comparison reads of a sidebar entry's props (`@theme/DocSidebarItem`'s). */
interface SidebarItemProps {
  readonly item: PropSidebarItem;
  readonly activePath: string;
}

/**
 * Whether a sidebar entry can skip a render: every prop the same but the active path, and the entry (a link, or a
 * category with everything inside it) not active under the old path nor under the new one.
 *
 * At each page change the sidebar's active path changes, and Docusaurus renders every visible entry again to find the
 * one or two whose highlight moves. An entry active under neither path draws the same: a category's open state does
 * not depend on the path then, and neither do which of its children it shows (an unlisted page shows only while
 * active, and it would make its category active).
 */
export function sameSidebarItemProps(previous: SidebarItemProps, next: SidebarItemProps): boolean {
  return samePropsBut(
    previous,
    next,
    'activePath',
    (before, after) => before === after || (!isActiveSidebarItem(next.item, before) && !isActiveSidebarItem(next.item, after)),
  );
}
