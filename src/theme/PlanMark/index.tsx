import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Plan } from '@site/src/data/products';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';

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
 * page needs no script to show it. Search does not index it.
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
      <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      {compact ? (
        <span className={styles.screenReaderOnly}>{t('planLens.mark.short')}</span>
      ) : (
        <span>{t('planLens.mark.label', { plan: planName })}</span>
      )}
    </span>
  );
}
