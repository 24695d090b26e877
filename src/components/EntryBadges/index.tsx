import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { NavigationEntry } from '@site/src/data/pages';
import styles from './styles.module.css';

type BadgeFlags = Pick<NavigationEntry, 'plan' | 'newFeature' | 'planned' | 'unstable'>;

interface Badge {
  key: string;
  label: string;
  title: string;
  className: string | undefined;
}

const PLAN_LABELS = { pro: 'Pro', premium: 'Premium' } as const;

export function badgesOf(flags: BadgeFlags): Badge[] {
  const badges: Badge[] = [];
  if (flags.plan) {
    const label = PLAN_LABELS[flags.plan];
    badges.push({ key: 'plan', label, title: `${label} plan`, className: styles[flags.plan] });
  }
  if (flags.newFeature) badges.push({ key: 'new', label: 'New', title: 'New feature', className: styles.new });
  if (flags.planned) badges.push({ key: 'planned', label: 'Planned', title: 'Planned, not yet available', className: styles.planned });
  if (flags.unstable) badges.push({ key: 'unstable', label: 'Unstable', title: 'Unstable API, may change', className: styles.unstable });
  return badges;
}

/** The plan badge and feature chips of a navigation entry. */
export default function EntryBadges({ flags, size = 'small' }: { flags: BadgeFlags; size?: 'small' | 'medium' }): ReactNode {
  const badges = badgesOf(flags);
  if (badges.length === 0) {
    return null;
  }
  return (
    <span className={styles.badges}>
      {badges.map((badge) => (
        <span
          key={badge.key}
          className={clsx(styles.badge, size === 'medium' && styles.medium, badge.className)}
          title={badge.title}
          data-badge={badge.key}
        >
          {badge.label}
        </span>
      ))}
    </span>
  );
}
