import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/** A table row a link can point at (`#prop-rows`): its first cell holds the name as a link to itself. */
export default function AnchoredRow({ id, name, children }: { id: string; name: ReactNode; children: ReactNode }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.anchoredRow}>
      <td>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the row's own anchor, collected above for the broken-anchor check */}
        <a href={`#${id}`} className={styles.nameLink}>
          {name}
        </a>
      </td>
      {children}
    </tr>
  );
}
