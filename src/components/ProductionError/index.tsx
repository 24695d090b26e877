import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import { issueSearchUrl, type ProductionError } from '@site/src/lib/productionError';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import '@x-docs/ui-messages/productionError';

interface Props {
  /** The error read from the address; null when the address names none; undefined until the browser has read it. */
  error: ProductionError | null | undefined;
  issueTrackerUrl: string;
}

function ErrorDetails({ error }: { error: ProductionError }): ReactNode {
  const t = useTranslate();
  return (
    <dl className={styles.list}>
      <dt>{t('productionError.code')}</dt>
      <dd>
        <code data-error-code>{error.code}</code>
      </dd>
      <dt>{t('productionError.arguments')}</dt>
      <dd>
        {error.args.length === 0 ? (
          t('productionError.noArguments')
        ) : (
          <ol className={styles.arguments}>
            {error.args.map((arg, index) => (
              <li key={index}>
                <code data-error-argument>{arg}</code>
              </li>
            ))}
          </ol>
        )}
      </dd>
    </dl>
  );
}

/**
 * The error number and arguments read from the address, shown as text, and how to get the full message. The address
 * is read only in the browser, so the details sit in a box of one height whatever they hold (long arguments scroll
 * inside it): the page the server sent does not move when they appear.
 */
export default function ProductionErrorDetails({ error, issueTrackerUrl }: Props): ReactNode {
  const t = useTranslate();
  return (
    <>
      <section
        className={styles.details}
        aria-label={t('productionError.details')}
        aria-busy={error === undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that can scroll must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        data-error-details
      >
        {error === undefined && <p>{t('productionError.reading')}</p>}
        {error === null && (
          <p role="alert" className={styles.missing}>
            {t('productionError.missingCode')}
          </p>
        )}
        {error && <ErrorDetails error={error} />}
      </section>
      <Heading as="h2">{t('productionError.nextSteps')}</Heading>
      <ul>
        <li>{t('productionError.developmentBuild')}</li>
        <li>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- the issue tracker, another site */}
          <a href={error ? issueSearchUrl(issueTrackerUrl, error.code) : issueTrackerUrl}>{t('productionError.searchIssues')}</a>
        </li>
      </ul>
    </>
  );
}
