import React, { type ReactNode } from 'react';
import type { ApiSelector } from '../../types';
import EntryBadges from '@theme/EntryBadges';
import { useTranslate } from '@theme/Translations';
import AnchoredRow from './AnchoredRow';
import BreakableText from './BreakableText';
import DeprecationNote from './DeprecationNote';
import Html from './Html';
import MemberType from './MemberType';
import StaticRows from './StaticRows';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

interface Props {
  selectors: readonly ApiSelector[];
  /** Whether the selector at this index is left out by the page's filter. */
  isHidden: (index: number) => boolean;
}

/** One category's selectors: the name (a link to its row), the call with what it returns, the package's description. */
export default function SelectorsTable({ selectors, isHidden }: Props): ReactNode {
  const t = useTranslate();
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table} data-api-table="selectors">
        <thead>
          <tr>
            <th>{t('apiReference.table.name')}</th>
            <th>{t('apiReference.table.type')}</th>
            <th>{t('apiReference.table.description')}</th>
          </tr>
        </thead>
        <StaticRows isHidden={isHidden}>
          {selectors.map((selector) => (
            <AnchoredRow
              key={selector.name}
              id={selector.name}
              name={
                <>
                  <code>
                    <BreakableText text={selector.name} />
                  </code>
                  {selector.plan !== 'community' && <EntryBadges flags={{ plan: selector.plan }} />}
                </>
              }
            >
              <td className={styles.typeCell} data-label={t('apiReference.table.type')}>
                <MemberType member={selector} />
              </td>
              <td data-label={t('apiReference.table.description')}>
                {selector.deprecatedHtml !== undefined && <DeprecationNote html={selector.deprecatedHtml} />}
                <Html html={selector.descriptionHtml} />
              </td>
            </AnchoredRow>
          ))}
        </StaticRows>
      </table>
    </div>
  );
}
