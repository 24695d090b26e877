import React, { type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { products } from '@site/src/data/products';
import { SEARCH_KINDS, SEARCH_PLANS, SEARCH_PRODUCTS, type SearchFilterName, type SearchFilters } from '@site/src/lib/search/searchFields';

interface Props {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

const LABELS: Record<SearchFilterName, TranslationKey> = {
  product: 'search.filter.product',
  kind: 'search.filter.kind',
  plan: 'search.filter.plan',
};

/** Product, kind and plan, each "All" or one value (the Pagefind filters the pages carry). */
export default function SearchFilterBar({ filters, onChange }: Props): ReactNode {
  const t = useTranslate();
  const options: Record<SearchFilterName, { value: string; label: string }[]> = {
    product: SEARCH_PRODUCTS.map((key) => ({ value: key, label: products.find((product) => product.key === key)?.name ?? key })),
    kind: SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`search.kind.${kind}`) })),
    plan: SEARCH_PLANS.map((plan) => ({ value: plan, label: t(`search.plan.${plan}`) })),
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={t('search.filters')}>
      {(Object.keys(LABELS) as SearchFilterName[]).map((name) => (
        <TextField
          key={name}
          select
          size="small"
          label={t(LABELS[name])}
          value={filters[name] ?? ''}
          onChange={(event) => onChange({ ...filters, [name]: event.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 120, flex: '1 1 120px' }}
        >
          <option value="">{t('search.filter.all')}</option>
          {options[name].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
