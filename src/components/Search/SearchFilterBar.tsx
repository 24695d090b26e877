import React, { type ReactNode } from 'react';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { SEARCH_KINDS, SEARCH_PLANS, SEARCH_PRODUCTS, type SearchFilterName, type SearchFilters } from '@site/src/lib/search/searchFields';
import styles from './SearchFilterBar.module.css';
import '@x-docs/ui-messages/product';
import '@x-docs/ui-messages/search';

interface Props {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

const LABELS: Record<SearchFilterName, TranslationKey> = {
  product: 'search.filter.product',
  kind: 'search.filter.kind',
  plan: 'search.filter.plan',
};

/**
 * Product, kind and plan, each "All" or one value (the Pagefind filters the pages carry). Native selects, styled
 * like the search box: Material UI's select field would add its menu, popover and modal to the first search's
 * download, for three short lists the platform's own picker shows better on a phone.
 */
export default function SearchFilterBar({ filters, onChange }: Props): ReactNode {
  const t = useTranslate();
  const options: Record<SearchFilterName, { value: string; label: string }[]> = {
    product: SEARCH_PRODUCTS.map((key) => ({ value: key, label: t(`product.name.${key}`) })),
    kind: SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`search.kind.${kind}`) })),
    plan: SEARCH_PLANS.map((plan) => ({ value: plan, label: t(`search.plan.${plan}`) })),
  };
  return (
    <div className={styles.bar} role="group" aria-label={t('search.filters')}>
      {(Object.keys(LABELS) as SearchFilterName[]).map((name) => (
        <label key={name} className={styles.filter}>
          <span className={styles.label}>{t(LABELS[name])}</span>
          <select
            className={styles.select}
            value={filters[name] ?? ''}
            onChange={(event) => onChange({ ...filters, [name]: event.target.value || undefined })}
          >
            <option value="">{t('search.filter.all')}</option>
            {options[name].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
