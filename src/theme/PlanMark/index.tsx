import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Plan } from '@site/src/data/products';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/badges';
import '@x-docs/ui-messages/planLens';

interface Props {
  /** The plan what it marks needs. */
  plan: Plan;
  /** A lock alone (its words for screen readers only), beside a plan badge that already names the plan. */
  compact?: boolean;
  className?: string;
}

/**
 * "Needs Pro": marks what the reader's plan lens does not include (src/settings/planLens). Always rendered, shown only
 * by CSS when `<html data-plan-lens>` names a lower plan, so the server's HTML is right for every reader and the
 * page needs no script to show it. Search does not index it. The lock is drawn by the CSS, to keep the markup small.
 */
export default function PlanMark({ plan, compact = false, className }: Props): ReactNode {
  const t = useTranslate();
  if (plan === 'community') return null;
  const planName = t(`badges.plan.${plan}.label`);
  return (
    <span
      className={clsx(styles.mark, compact && styles.compact, className)}
      data-plan-mark={plan}
      data-pagefind-ignore
      title={t('planLens.mark.title', { plan: planName })}
    >
      {compact ? (
        <span className={styles.screenReaderOnly}>{t('planLens.mark.short')}</span>
      ) : (
        <span>{t('planLens.mark.label', { plan: planName })}</span>
      )}
    </span>
  );
}
