import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import { issueSearchUrl, type ProductionError } from '@site/src/lib/productionError';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  error: ProductionError | null;
  issueTrackerUrl: string;
}

/** The error number and arguments read from the address, shown as text, and how to get the full message. */
export default function ProductionErrorDetails({ error, issueTrackerUrl }: Props): ReactNode {
  const t = useTranslate();
  if (!error) {
    return (
      <p role="alert" className={styles.missing}>
        {t('productionError.missingCode')}
      </p>
    );
  }
  return (
    <>
      <dl className={styles.details}>
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
      <Heading as="h2">{t('productionError.nextSteps')}</Heading>
      <ul>
        <li>{t('productionError.developmentBuild')}</li>
        <li>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- the issue tracker, another site */}
          <a href={issueSearchUrl(issueTrackerUrl, error.code)}>{t('productionError.searchIssues', { code: error.code })}</a>
        </li>
      </ul>
    </>
  );
}
