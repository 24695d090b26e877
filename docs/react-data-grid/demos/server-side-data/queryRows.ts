/**
 * Filtering and sorting the way a server would do it, for any flat list of records.
 * The fake servers of the server-side data demos share it.
 */
import {
  GridLogicOperator,
  type GridFilterItem,
  type GridFilterModel,
  type GridGetRowsParams,
  type GridSortModel,
} from '@mui/x-data-grid';

type CellValue = string | number | boolean | Date | null | undefined;
type AnyRecord = Record<string, unknown>;

function asText(value: unknown): string {
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function comparable(value: unknown): string | number {
  if (value instanceof Date) {
    return value.getTime();
  }
  if (typeof value === 'number') {
    return value;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  return asText(value).toLowerCase();
}

function isBlank(value: unknown) {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function matchesItem(row: AnyRecord, item: GridFilterItem): boolean {
  const cell = row[item.field] as CellValue;
  const value = item.value as CellValue | CellValue[];
  if (item.operator === 'isEmpty') {
    return isBlank(cell);
  }
  if (item.operator === 'isNotEmpty') {
    return !isBlank(cell);
  }
  // An item without a value (the reader is still typing) filters nothing.
  if (isBlank(value)) {
    return true;
  }
  const text = String(cell ?? '').toLowerCase();
  const needle = String(value).toLowerCase();
  const number = typeof cell === 'number' ? cell : Number.NaN;
  switch (item.operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return text === needle;
    case 'doesNotEqual':
    case 'not':
      return text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case 'isAnyOf':
      return (value as unknown[]).some(
        (option) => String(option).toLowerCase() === text,
      );
    case '=':
      return number === Number(value);
    case '!=':
      return number !== Number(value);
    case '>':
      return number > Number(value);
    case '>=':
      return number >= Number(value);
    case '<':
      return number < Number(value);
    case '<=':
      return number <= Number(value);
    default:
      return true;
  }
}

/**
 * Keeps the records that pass the filter model. `searchFields` are the fields that the
 * quick filter looks into.
 */
export function filterRecords<R extends object>(
  records: readonly R[],
  filterModel: GridFilterModel,
  searchFields: (keyof R & string)[],
): R[] {
  const items = filterModel.items.filter((item) => item.field && item.operator);
  const or = filterModel.logicOperator === GridLogicOperator.Or;
  const words = (filterModel.quickFilterValues ?? []).filter(
    (word): word is string => typeof word === 'string' && word !== '',
  );
  const wordsOr = filterModel.quickFilterLogicOperator === GridLogicOperator.Or;

  return records.filter((record) => {
    const row = record as AnyRecord;
    const results = items.map((item) => matchesItem(row, item));
    const passesItems =
      results.length === 0 || (or ? results.some(Boolean) : results.every(Boolean));
    if (!passesItems || words.length === 0) {
      return passesItems;
    }
    const haystack = searchFields
      .map((field) => asText(row[field]))
      .join(' ')
      .toLowerCase();
    const test = (word: string) => haystack.includes(word.toLowerCase());
    return wordsOr ? words.some(test) : words.every(test);
  });
}

/** Returns a sorted copy, following the sort model in priority order. */
export function sortRecords<R extends object>(
  records: readonly R[],
  sortModel: GridSortModel,
): R[] {
  if (sortModel.length === 0) {
    return [...records];
  }
  return [...records].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const left = comparable((a as AnyRecord)[field]);
      const right = comparable((b as AnyRecord)[field]);
      if (left !== right) {
        const order = left < right ? -1 : 1;
        return sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

/**
 * What a server answers for a page or a slice: the records from `start` to `end` that pass
 * the filter model, in the sort model's order, and how many records pass in all.
 */
export function querySlice<R extends object>(
  records: readonly R[],
  params: GridGetRowsParams,
  searchFields: (keyof R & string)[],
): { rows: R[]; matchingCount: number } {
  const matching = sortRecords(
    filterRecords(records, params.filterModel, searchFields),
    params.sortModel,
  );
  const start = typeof params.start === 'number' ? params.start : 0;
  return {
    rows: matching.slice(start, params.end + 1),
    matchingCount: matching.length,
  };
}

/** Resolves with `answer()` after `latency` ms, or rejects when `fail()` says so. */
export function respondLater<T>(
  answer: () => T,
  latency: number,
  fail?: () => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail?.()) {
        reject(new Error('503 Service Unavailable: the server did not answer'));
        return;
      }
      resolve(answer());
    }, latency);
  });
}
