import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useTranslate } from '@theme/Translations';
import { groupByProduct } from '../../groups';
import { describeSections } from './describeSections';
import { ATTENTION_ORDER, type StatusPageProps } from '../../shared';
import '@x-docs/ui-messages/product';
import '@x-docs/ui-messages/translation';

/**
 * `/<locale>/x/translations/`: where a translated locale stands, page by page (the same statuses as
 * `npm run translation-status`), and how to translate a page. Each docs page's notice links here.
 */
export default function TranslationStatusPage({ status }: { status: StatusPageProps }): ReactNode {
  const t = useTranslate();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { rows, summary } = status;
  const sorted = [...rows].sort(
    (a, b) => ATTENTION_ORDER.indexOf(a.state) - ATTENTION_ORDER.indexOf(b.state) || a.permalink.localeCompare(b.permalink),
  );
  const summaryValues = {
    translated: String(summary.translated),
    outdated: String(summary.outdated),
    missing: String(summary.missing),
  };
  return (
    <Layout title={t('translation.status.title')} description={t('translation.status.description')}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{t('translation.status.title')}</Heading>
        <p>{t('translation.status.description')}</p>
        <p data-translation-summary>{t('translation.status.summary', summaryValues)}</p>
        <Heading as="h2" id="how-to-translate">
          {t('translation.status.howTo')}
        </Heading>
        <ol>
          <li>
            {t('translation.status.stepStart')} <code>npm run translation-start -- react-data-grid/sorting</code>
          </li>
          <li>{t('translation.status.stepTranslate')}</li>
          <li>
            {t('translation.status.stepMark')} <code>npm run translation-mark -- react-data-grid/sorting</code>
          </li>
          <li>{t('translation.status.stepUpdate')}</li>
        </ol>
        <Heading as="h2" id="pages">
          {t('translation.status.pages')}
        </Heading>
        {groupByProduct(sorted, `${baseUrl}x/`).map((group) => (
          <section key={group.key} data-translation-group={group.key}>
            <Heading as="h3" id={`pages-${group.key}`}>
              {group.key === 'family' ? t('translation.status.familyPages') : t(`product.name.${group.key}`)}
            </Heading>
            <p data-translation-group-summary>
              {t('translation.status.product', {
                product: group.key === 'family' ? t('translation.status.familyPages') : t(`product.name.${group.key}`),
                translated: String(group.translated),
                total: String(group.rows.length),
                percent: String(Math.floor((group.translated / group.rows.length) * 100)),
              })}
            </p>
            <table data-translation-table>
              <thead>
                <tr>
                  <th>{t('translation.status.page')}</th>
                  <th>{t('translation.status.state')}</th>
                  <th>{t('translation.status.englishDate')}</th>
                  <th>{t('translation.status.sourceDate')}</th>
                  <th>{t('translation.status.sections')}</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.permalink} data-state={row.state}>
                    <td>
                      <Link to={row.permalink}>{row.title}</Link>
                    </td>
                    <td>{t(`translation.state.${row.state}`)}</td>
                    <td>{row.englishDate ?? '–'}</td>
                    <td>{row.sourceDate ?? '–'}</td>
                    <td>{describeSections(row, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </main>
    </Layout>
  );
}
