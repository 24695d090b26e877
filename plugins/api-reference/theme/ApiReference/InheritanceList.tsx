import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { ApiInheritance } from '../../types';
import { useTranslate } from '@theme/Translations';
import { withNodes } from './withNodes';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

/** What else the component accepts, named rather than listed attribute by attribute. */
export default function InheritanceList({
  inheritance,
  componentName,
}: {
  inheritance: readonly ApiInheritance[];
  componentName: string;
}): ReactNode {
  const t = useTranslate();
  const propCount = (count: number) =>
    count === 1 ? t('apiReference.inheritance.propCount.one') : t('apiReference.inheritance.propCount.other', { count });
  return (
    <>
      <p>{withNodes(t('apiReference.inheritance.intro'), { name: <code>{componentName}</code> })}</p>
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
              {withNodes(t('apiReference.inheritance.source', { propCount: propCount(entry.propCount) }), {
                package: <code>{entry.packageName}</code>,
              })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
