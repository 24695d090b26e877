import React, { useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import SearchIndexFields from '@theme/SearchIndexFields';
import { useTranslate } from '@theme/Translations';
import type { ApiPage, ApiProductIndex } from '../../types';
import ApiLayout from './ApiLayout';
import FilterInput, { matchesFilter } from './FilterInput';
import PageDataBlock from './PageDataBlock';
import SelectorsTable from './SelectorsTable';
import { withNodes } from './withNodes';
import { SELECTOR_CATEGORY_TITLES, selectorGroupsOf, type SelectorGroup } from './selectorGroups';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';
import '@x-docs/ui-messages/product';

interface Props {
  page: ApiPage;
  index: ApiProductIndex;
  routePath: string;
}

/** A product's state selectors, by category, with a filter box (the `selectors` page of plugins/api-reference). */
export default function SelectorsPageView({ page, index, routePath }: Props): ReactNode {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const selectors = page.selectors ?? [];
  const groups = selectorGroupsOf(selectors);
  const product = t(`product.name.${index.product}`);
  const title = t('apiReference.selectors.title', { product });
  const groupTitle = ({ category }: SelectorGroup) => {
    if (category === undefined) return t('apiReference.selectors.other');
    const key = SELECTOR_CATEGORY_TITLES[category];
    return key ? t(key) : category;
  };
  const visibleCount = selectors.filter((selector) => matchesFilter(selector.name, query)).length;
  const toc: TOCItem[] = groups.map((group) => ({ id: group.id, value: groupTitle(group), level: 2 }));
  return (
    <ApiLayout index={index} title={title} description={t('apiReference.selectors.description', { product })} toc={toc}>
      <div data-pagefind-body>
        <SearchIndexFields kind="api" plan="community" />
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <Link to={index.path}>{t('apiReference.page.productApi', { product })}</Link>
          </p>
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          {page.selectorUsage && (
            <p className={styles.lead}>
              {withNodes(t('apiReference.selectors.lead', { product }), {
                apiRef: <code>apiRef</code>,
                hook: <code>{page.selectorUsage.hook}</code>,
                state: <Link to={page.selectorUsage.guide}>{t('apiReference.selectors.stateGuide')}</Link>,
              })}
            </p>
          )}
        </header>
        <FilterInput
          label={t('apiReference.selectors.filterLabel')}
          value={query}
          onChange={setQuery}
          status={
            query
              ? t('apiReference.selectors.filteredCount', { visible: visibleCount, total: selectors.length })
              : t('apiReference.selectors.count', { count: selectors.length })
          }
        />
        {groups.map((group) => {
          const shown = group.selectors.map((selector) => matchesFilter(selector.name, query));
          return (
            <section key={group.id} className={styles.section} hidden={!shown.some(Boolean)}>
              <Heading as="h2" id={group.id}>
                {groupTitle(group)}
              </Heading>
              <SelectorsTable selectors={group.selectors} isHidden={(rowIndex) => !shown[rowIndex]} />
            </section>
          );
        })}
        {visibleCount === 0 && <p className={styles.empty}>{t('apiReference.selectors.noMatch', { query })}</p>}
      </div>
      <PageDataBlock page={page} routePath={routePath} />
    </ApiLayout>
  );
}
