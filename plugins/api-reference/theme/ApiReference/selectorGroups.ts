import type { TranslationKey } from '@theme/Translations';
import type { ApiSelector } from '../../types';
import { toKebabCase } from '../../slug';
import '@x-docs/ui-messages/apiReference';

/**
 * The headings of the packages' selector categories in the reader's language. A category a later release adds shows
 * its package name until it gets a message here (the real-packages test lists the missing ones).
 */
export const SELECTOR_CATEGORY_TITLES: Readonly<Record<string, TranslationKey>> = {
  Aggregation: 'apiReference.selectors.category.aggregation',
  Columns: 'apiReference.selectors.category.columns',
  Filtering: 'apiReference.selectors.category.filtering',
  Pagination: 'apiReference.selectors.category.pagination',
  Rows: 'apiReference.selectors.category.rows',
  Sorting: 'apiReference.selectors.category.sorting',
  Virtualization: 'apiReference.selectors.category.virtualization',
  'Visible Columns': 'apiReference.selectors.category.visibleColumns',
};

export interface SelectorGroup {
  /** The section's anchor: the category in kebab case (`visible-columns`), `other-selectors` for the rest. */
  id: string;
  /** The package's category name; none for the selectors it gives no category. */
  category?: string;
  selectors: ApiSelector[];
}

/** The selectors by the packages' categories, in alphabetical order, then those without one. */
export function selectorGroupsOf(selectors: readonly ApiSelector[]): SelectorGroup[] {
  const categories = [...new Set(selectors.flatMap(({ category }) => (category ? [category] : [])))].sort();
  const groups: SelectorGroup[] = categories.map((category) => ({
    id: toKebabCase(category),
    category,
    selectors: selectors.filter((selector) => selector.category === category),
  }));
  const uncategorized = selectors.filter((selector) => !selector.category);
  return uncategorized.length > 0 ? [...groups, { id: 'other-selectors', selectors: uncategorized }] : groups;
}
