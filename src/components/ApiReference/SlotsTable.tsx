import React, { type ReactNode } from 'react';
import type { ApiSlot } from '@site/plugins/api-reference/types';
import AnchoredRow from './AnchoredRow';
import Html from './Html';
import styles from './styles.module.css';

/** The components a reader can replace through the `slots` prop, with their defaults. */
export default function SlotsTable({ slots }: { slots: readonly ApiSlot[] }): ReactNode {
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table} data-api-table="slots">
        <thead>
          <tr>
            <th>Slot name</th>
            <th>Default component</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <AnchoredRow key={slot.name} id={`slot-${slot.name}`} name={<code>{slot.name}</code>}>
              <td data-label="Default">{slot.defaultValue !== undefined ? <code>{slot.defaultValue}</code> : null}</td>
              <td data-label="Description">
                <Html html={slot.descriptionHtml} />
              </td>
            </AnchoredRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
