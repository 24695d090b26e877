import React, { type ReactNode } from 'react';
import type { ApiMember } from '../../types';
import { useTranslate } from '@theme/Translations';
import BreakableText from './BreakableText';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

/**
 * A member's type: short types in full; a long one as its one-line summary, opening onto the formatted type. Search
 * indexes the formatted type only: the summary repeats its start.
 */
export default function MemberType({ member }: { member: Pick<ApiMember, 'type' | 'typeSummary' | 'typeFull'> }): ReactNode {
  const t = useTranslate();
  if (member.typeSummary === undefined || member.typeFull === undefined) {
    return (
      <code dir="ltr">
        <BreakableText text={member.type} />
      </code>
    );
  }
  return (
    <details className={styles.typeDetails}>
      <summary data-pagefind-ignore>
        <code dir="ltr">
          <BreakableText text={member.typeSummary} />
        </code>{' '}
        <span className={styles.typeDisclosure}>{t('apiReference.table.fullType')}</span>
      </summary>
      <pre className={styles.typeFull} dir="ltr">
        <code dir="ltr">
          <BreakableText text={member.typeFull} />
        </code>
      </pre>
    </details>
  );
}
