/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocSidebarItem/Link): the plan
 * badge and feature chips must sit inside the link, next to its label, and the
 * original renders the label itself, so wrapping it cannot place them there.
 * Only the `EntryBadges` line differs from the original.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';
import EntryBadges from '@site/src/theme/EntryBadges';

import styles from './styles.module.css';

export default function DocSidebarItemLink({ item, onItemClick, activePath, level, index, ...props }: Props): ReactNode {
  const { href, label, className, autoAddBaseUrl, customProps } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}
    >
      <Link
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {
          onClick: onItemClick ? () => onItemClick(item) : undefined,
        })}
        {...props}
      >
        <span className={styles.linkLabel}>{label}</span>
        {customProps && <EntryBadges flags={customProps} />}
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
