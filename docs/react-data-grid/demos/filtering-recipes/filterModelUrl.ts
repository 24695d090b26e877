import type { GridFilterItem, GridFilterModel } from '@mui/x-data-grid';

type PlainValue = string | number | boolean;

function isPlainValue(value: unknown): value is PlainValue {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** Writes the filter model into a query string such as `?filter=...`. */
export function filterModelToSearch(model: GridFilterModel): string {
  const items = model.items.map(({ field, operator, value }) => ({
    field,
    operator,
    value: value as unknown,
  }));
  const params = new URLSearchParams();
  if (items.length > 0 || (model.quickFilterValues?.length ?? 0) > 0) {
    params.set(
      'filter',
      JSON.stringify({ items, quick: model.quickFilterValues ?? [] }),
    );
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Reads a filter model back from a query string. Anything unexpected (broken JSON,
 * an unknown column or operator, a value of the wrong shape, too many items) returns `null`, and the caller keeps
 * its current model instead of passing the grid something it cannot apply.
 */
export function searchToFilterModel(
  search: string,
  operatorsByField: Record<string, string[]>,
  maxItems = Infinity,
): GridFilterModel | null {
  const raw = new URLSearchParams(search).get('filter');
  if (raw === null) {
    return { items: [] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return null;
  }
  const { items, quick } = parsed as { items?: unknown; quick?: unknown };
  if (
    !Array.isArray(items) ||
    items.length > maxItems ||
    (quick !== undefined && !Array.isArray(quick))
  ) {
    return null;
  }
  const result: GridFilterItem[] = [];
  for (const [index, candidate] of items.entries()) {
    const { field, operator, value } = (candidate ?? {}) as Record<string, unknown>;
    const valueOk =
      value === undefined ||
      isPlainValue(value) ||
      (Array.isArray(value) && value.every(isPlainValue));
    // An operator the column does not have would make the grid throw: check both.
    const known =
      typeof field === 'string' &&
      operatorsByField[field]?.includes(String(operator));
    if (
      !known ||
      typeof field !== 'string' ||
      typeof operator !== 'string' ||
      !valueOk
    ) {
      return null;
    }
    result.push({ id: index + 1, field, operator, value });
  }
  const quickFilterValues = (quick ?? []) as unknown[];
  if (!quickFilterValues.every((word) => typeof word === 'string')) {
    return null;
  }
  return { items: result, quickFilterValues };
}
