import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { NavigationEntry } from '@site/src/data/navigationEntry';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import PlanMark from '@theme/PlanMark';
import styles from './styles.module.css';
import '@x-docs/ui-messages/badges';

type BadgeFlags = Pick<NavigationEntry, 'plan' | 'newFeature' | 'planned' | 'unstable'>;

interface Badge {
  key: string;
  label: TranslationKey;
  title: TranslationKey;
  className: string | undefined;
}

/** The badges of an entry, as dictionary keys: the plan first, then each flag. */
export function badgesOf(flags: BadgeFlags): Badge[] {
  const badges: Badge[] = [];
  if (flags.plan) {
    const { plan } = flags;
    badges.push({ key: 'plan', label: `badges.plan.${plan}.label`, title: `badges.plan.${plan}.title`, className: styles[plan] });
  }
  if (flags.newFeature) badges.push({ key: 'new', label: 'badges.new.label', title: 'badges.new.title', className: styles.new });
  if (flags.planned)
    badges.push({ key: 'planned', label: 'badges.planned.label', title: 'badges.planned.title', className: styles.planned });
  if (flags.unstable)
    badges.push({ key: 'unstable', label: 'badges.unstable.label', title: 'badges.unstable.title', className: styles.unstable });
  return badges;
}

/** The plan badge and feature chips of a navigation entry; a lock beside the plan when the reader's plan lacks it. */
export default function EntryBadges({ flags, size = 'small' }: { flags: BadgeFlags; size?: 'small' | 'medium' }): ReactNode {
  const t = useTranslate();
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
          title={t(badge.title)}
          data-badge={badge.key}
        >
          {t(badge.label)}
        </span>
      ))}
      {flags.plan && <PlanMark plan={flags.plan} compact={size === 'small'} />}
    </span>
  );
}
