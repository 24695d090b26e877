import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import SharedLinkProblemMessage from './SharedLinkProblemMessage';
import type { DemoSharingMessages } from './useDemoSharing';
import styles from '../styles.module.css';
import '@x-docs/ui-messages/demo';

const FAILURES = { tooLong: 'demo.share.tooLong', load: 'demo.share.loadFailed', write: 'demo.share.refused' } as const;

/** Under the toolbar: why "Copy link" copied nothing, a link's notice with Run and Back, or why a link was not read. */
export default function SharingMessages({
  messages,
  stylingName,
}: {
  messages: DemoSharingMessages;
  stylingName: string | null;
}): ReactNode {
  const t = useTranslate();
  const { failure, offered, problem } = messages;
  return (
    <>
      {failure && (
        <p role="alert" className={styles.failure}>
          {t(FAILURES[failure])}
        </p>
      )}
      {offered && (
        <offered.chunk.SharedEditNotice
          variant={offered.edit.variant}
          replacesOwnEdit={offered.replacesOwnEdit}
          onRun={offered.run}
          onBack={offered.back}
        />
      )}
      {problem && <SharedLinkProblemMessage problem={problem.problem} stylingName={stylingName} onDismiss={messages.dismiss} />}
    </>
  );
}
