import { memo } from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import { sameSidebarItemProps } from './sameSidebarItemProps';

/**
 * Wrapped: a page change renders again only the sidebar entries whose highlight moves (`sameSidebarItemProps`), not
 * every entry of every open category.
 */
export default memo(DocSidebarItem as typeof DocSidebarItemType, sameSidebarItemProps);
