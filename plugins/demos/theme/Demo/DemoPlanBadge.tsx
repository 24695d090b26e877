import React, { type ReactNode } from 'react';
import type { Plan } from '@site/src/data/products';
import PlanMark from '@theme/PlanMark';
import styles from './DemoPlanBadge.module.css';

export type DemoPlan = Plan;

/**
 * "Needs Pro" above a demo that imports a Pro or Premium package (plugins/demos/demoPlan.ts), shown by the plan
 * lens's CSS when the reader's plan lacks it; without it the line takes no space.
 */
export default function DemoPlanBadge({ plan }: { plan: DemoPlan | undefined }): ReactNode {
  if (!plan || plan === 'community') return null;
  return (
    <div className={styles.line} data-demo-plan={plan}>
      <PlanMark plan={plan} className={styles.mark} />
    </div>
  );
}
