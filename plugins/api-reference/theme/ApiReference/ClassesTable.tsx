import React, { type ReactNode } from 'react';
import type { ApiCssClass } from '../../types';
import { useTranslate } from '@theme/Translations';
import AnchoredRow from './AnchoredRow';
import BreakableText from './BreakableText';
import Html from './Html';
import SinceBadge from './SinceBadge';
import StaticRows from './StaticRows';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

/** The global class names the component renders, each with the `classes` key that overrides it. */
export default function ClassesTable({ classes }: { classes: readonly ApiCssClass[] }): ReactNode {
  const t = useTranslate();
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table} data-api-table="classes">
        <thead>
          <tr>
            <th>{t('apiReference.classes.className')}</th>
            <th>{t('apiReference.classes.ruleName')}</th>
            <th>{t('apiReference.table.description')}</th>
          </tr>
        </thead>
        <StaticRows>
          {classes.map((cssClass) => (
            <AnchoredRow
              key={cssClass.key}
              id={`classes-${cssClass.key}`}
              name={
                <>
                  <code>
                    <BreakableText text={`.${cssClass.className}`} />
                  </code>
                  <SinceBadge since={cssClass.since} />
                </>
              }
            >
              <td data-label={t('apiReference.classes.ruleName')}>
                <code>
                  <BreakableText text={cssClass.key} />
                </code>
              </td>
              <td data-label={t('apiReference.table.description')}>
                <Html html={cssClass.descriptionHtml} />
              </td>
            </AnchoredRow>
          ))}
        </StaticRows>
      </table>
    </div>
  );
}
