import React, { type ReactNode } from 'react';
import type { ApiSlot } from '../../types';
import { useTranslate } from '@theme/Translations';
import AnchoredRow from './AnchoredRow';
import BreakableText from './BreakableText';
import Html from './Html';
import SinceBadge from './SinceBadge';
import StaticRows from './StaticRows';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

/** The components a reader can replace through the `slots` prop, with their defaults. */
export default function SlotsTable({ slots }: { slots: readonly ApiSlot[] }): ReactNode {
  const t = useTranslate();
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table} data-api-table="slots">
        <thead>
          <tr>
            <th>{t('apiReference.slots.name')}</th>
            <th>{t('apiReference.slots.defaultComponent')}</th>
            <th>{t('apiReference.table.description')}</th>
          </tr>
        </thead>
        <StaticRows>
          {slots.map((slot) => (
            <AnchoredRow
              key={slot.name}
              id={`slot-${slot.name}`}
              name={
                <>
                  <code>
                    <BreakableText text={slot.name} />
                  </code>
                  <SinceBadge since={slot.since} />
                </>
              }
            >
              <td data-label={t('apiReference.table.default')}>
                {slot.defaultValue !== undefined ? (
                  <code>
                    <BreakableText text={slot.defaultValue} />
                  </code>
                ) : null}
              </td>
              <td data-label={t('apiReference.table.description')}>
                <Html html={slot.descriptionHtml} />
              </td>
            </AnchoredRow>
          ))}
        </StaticRows>
      </table>
    </div>
  );
}
