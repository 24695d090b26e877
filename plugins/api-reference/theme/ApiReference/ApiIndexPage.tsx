import React, { memo, useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import EntryBadges from '@theme/EntryBadges';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import type { ApiPageKind, ApiPageSummary, ApiProductIndex } from '../../types';
import ApiLayout from './ApiLayout';
import FilterInput, { matchesFilter } from './FilterInput';
import { withNodes } from './withNodes';
import { sameRouteProps } from '@site/src/lib/sameRouteProps';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';
import '@x-docs/ui-messages/product';

const GROUPS: { kind: ApiPageKind; id: string; title: TranslationKey }[] = [
  { kind: 'component', id: 'components', title: 'apiReference.index.components' },
  { kind: 'interface', id: 'interfaces', title: 'apiReference.index.interfaces' },
  { kind: 'selectors', id: 'selectors', title: 'apiReference.index.selectors' },
];

function PageList({ pages, product }: { pages: readonly ApiPageSummary[]; product: string }): ReactNode {
  const t = useTranslate();
  return (
    <ul className={styles.indexList}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>
            {page.kind === 'selectors' ? t('apiReference.selectors.title', { product }) : <code>{page.name}</code>}
          </Link>
          {page.plan !== 'community' && <EntryBadges flags={{ plan: page.plan }} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A product's API index: its components and interfaces, with a filter box (route component of plugins/api-reference).
 * It skips the render a click that leaves it gives it (`sameRouteProps` says why).
 */
function ApiIndexPage({ index }: { index: ApiProductIndex }): ReactNode {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const visible = index.pages.filter((page) => matchesFilter(page.name, query));
  const groups = GROUPS.map((group) => ({ ...group, pages: index.pages.filter((page) => page.kind === group.kind) })).filter(
    (group) => group.pages.length > 0,
  );
  const product = t(`product.name.${index.product}`);
  const title = t('apiReference.index.title', { product });
  return (
    <ApiLayout index={index} title={title} description={t('apiReference.index.description', { product })}>
      <header className={styles.header}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>
          {withNodes(t('apiReference.index.lead', { product }), {
            guides: <Link to={index.guidePath}>{t('apiReference.index.guides', { product })}</Link>,
          })}
        </p>
      </header>
      <FilterInput
        label={t('apiReference.index.filterLabel')}
        value={query}
        onChange={setQuery}
        status={
          query
            ? t('apiReference.index.filteredCount', { visible: visible.length, total: index.pages.length })
            : t('apiReference.index.count', { count: index.pages.length })
        }
      />
      {groups.map((group) => {
        const pages = group.pages.filter((page) => matchesFilter(page.name, query));
        return (
          <section key={group.kind} className={styles.section} hidden={pages.length === 0}>
            <Heading as="h2" id={group.id}>
              {t(group.title)}
            </Heading>
            <PageList pages={pages} product={product} />
          </section>
        );
      })}
      {visible.length === 0 && <p className={styles.empty}>{t('apiReference.index.noMatch', { query })}</p>}
    </ApiLayout>
  );
}

export default memo(ApiIndexPage, sameRouteProps);
