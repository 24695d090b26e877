import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { ApiInheritance } from '@site/plugins/api-reference/types';
import styles from './styles.module.css';

function propCount(count: number): string {
  return count === 1 ? '1 prop' : `${count} props`;
}

/** What else the component accepts, named rather than listed attribute by attribute. */
export default function InheritanceList({ inheritance, componentName }: { inheritance: readonly ApiInheritance[]; componentName: string }): ReactNode {
  return (
    <>
      <p>
        Besides the props above, <code>{componentName}</code> accepts the props of:
      </p>
      <ul className={styles.inheritance}>
        {inheritance.map((entry) => (
          <li key={`${entry.packageName}:${entry.source}`}>
            {entry.href ? (
              <Link href={entry.href}>
                <code>{entry.source}</code>
              </Link>
            ) : (
              <code>{entry.source}</code>
            )}{' '}
            <span className={styles.muted}>
              from <code>{entry.packageName}</code>, {propCount(entry.propCount)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
