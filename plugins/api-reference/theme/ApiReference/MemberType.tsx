import React, { Fragment, type ReactNode } from 'react';
import type { ApiMember } from '../../types';
import { useTranslate } from '@theme/Translations';
import { typeBreakSegments } from './typeBreaks';
import styles from './styles.module.css';

/** A type with a line-break opportunity after each of its separators. */
function BreakableType({ text }: { text: string }): ReactNode {
  return typeBreakSegments(text).map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {segment}
    </Fragment>
  ));
}

/** A member's type: short types in full; a long one as its one-line summary, opening onto the formatted type. */
export default function MemberType({ member }: { member: Pick<ApiMember, 'type' | 'typeSummary' | 'typeFull'> }): ReactNode {
  const t = useTranslate();
  if (member.typeSummary === undefined || member.typeFull === undefined) {
    return (
      <code>
        <BreakableType text={member.type} />
      </code>
    );
  }
  return (
    <details className={styles.typeDetails}>
      <summary>
        <code>
          <BreakableType text={member.typeSummary} />
        </code>{' '}
        <span className={styles.typeDisclosure}>{t('apiReference.table.fullType')}</span>
      </summary>
      <pre className={styles.typeFull}>
        <code>
          <BreakableType text={member.typeFull} />
        </code>
      </pre>
    </details>
  );
}
