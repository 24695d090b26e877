/**
 * Reads a grid state saved as JSON (in localStorage, a URL, a database) and
 * keeps only what is safe to give back to the grid: a value edited by hand,
 * left by an older version of the page or cut short is reported, never restored,
 * because a filter operator the column does not know makes the grid throw.
 */
import type { GridInitialState } from '@mui/x-data-grid';

/** What the check needs to know about a column of the grid. */
export interface ColumnFacts {
  field: string;
  /** The `value` of each filter operator the column accepts. */
  filterOperators: readonly string[];
}

export type SavedStateReading =
  | { kind: 'none' }
  | { kind: 'valid'; state: GridInitialState }
  | { kind: 'corrupt'; problem: string };

class SavedStateProblem extends Error {}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function check(condition: boolean, problem: string): asserts condition {
  if (!condition) {
    throw new SavedStateProblem(problem);
  }
}

function optionalRecord(parent: Json, key: string, path: string): Json | undefined {
  const value = parent[key];
  if (value === undefined) return undefined;
  check(isRecord(value), `${path}.${key} is not an object`);
  return value;
}

function isFilterValue(value: unknown): boolean {
  const isScalar = (item: unknown) =>
    item === null || ['string', 'number', 'boolean'].includes(typeof item);
  return (
    value === undefined ||
    isScalar(value) ||
    (Array.isArray(value) && value.every(isScalar))
  );
}

function readSorting(
  sorting: Json,
  columns: Map<string, ColumnFacts>,
): GridInitialState['sorting'] {
  const model = sorting.sortModel;
  if (model === undefined) return {};
  check(Array.isArray(model), 'sorting.sortModel is not a list');
  return {
    sortModel: model.map((item: unknown, index) => {
      const path = `sorting.sortModel[${index}]`;
      check(
        isRecord(item) && typeof item.field === 'string',
        `${path} has no field`,
      );
      check(
        columns.has(item.field),
        `${path} sorts by "${item.field}", which is not a column`,
      );
      check(
        item.sort === 'asc' || item.sort === 'desc' || item.sort == null,
        `${path} has an unknown direction`,
      );
      return { field: item.field, sort: item.sort ?? null };
    }),
  };
}

function readFilter(
  filter: Json,
  columns: Map<string, ColumnFacts>,
): GridInitialState['filter'] {
  const model = optionalRecord(filter, 'filterModel', 'filter');
  if (model === undefined) return {};
  check(Array.isArray(model.items), 'filter.filterModel.items is not a list');
  const items = model.items.map((item: unknown, index) => {
    const path = `filter.filterModel.items[${index}]`;
    check(isRecord(item) && typeof item.field === 'string', `${path} has no field`);
    const column = columns.get(item.field);
    check(
      column !== undefined,
      `${path} filters "${item.field}", which is not a column`,
    );
    check(
      typeof item.operator === 'string' &&
        column.filterOperators.includes(item.operator),
      `${path} uses an operator that the "${item.field}" column does not have`,
    );
    check(
      item.id === undefined || ['string', 'number'].includes(typeof item.id),
      `${path} has an invalid id`,
    );
    check(
      isFilterValue(item.value),
      `${path} has a value the grid cannot filter by`,
    );
    return {
      field: item.field,
      operator: item.operator,
      ...(item.id !== undefined && { id: item.id as string | number }),
      ...(item.value !== undefined && { value: item.value }),
    };
  });
  const isLogic = (value: unknown) =>
    value === undefined || value === 'and' || value === 'or';
  check(
    isLogic(model.logicOperator) && isLogic(model.quickFilterLogicOperator),
    'filter.filterModel has an unknown logic operator',
  );
  const quickValues = model.quickFilterValues;
  check(
    quickValues === undefined ||
      (Array.isArray(quickValues) &&
        quickValues.every((value) => typeof value === 'string')),
    'filter.filterModel.quickFilterValues is not a list of words',
  );
  return {
    filterModel: {
      items,
      ...(model.logicOperator !== undefined && {
        logicOperator: model.logicOperator,
      }),
      ...(quickValues !== undefined && { quickFilterValues: quickValues }),
      ...(model.quickFilterLogicOperator !== undefined && {
        quickFilterLogicOperator: model.quickFilterLogicOperator,
      }),
    },
  } as GridInitialState['filter'];
}

function readPagination(
  pagination: Json,
  pageSizeOptions: readonly number[],
): GridInitialState['pagination'] {
  const model = optionalRecord(pagination, 'paginationModel', 'pagination');
  if (model === undefined) return {};
  const { page, pageSize } = model;
  check(
    typeof page === 'number' && Number.isInteger(page) && page >= 0,
    'pagination.paginationModel.page is not a page number',
  );
  check(
    typeof pageSize === 'number' && pageSizeOptions.includes(pageSize),
    'pagination.paginationModel.pageSize is not one of the page sizes',
  );
  return { paginationModel: { page, pageSize } };
}

function readColumns(
  saved: Json,
  columns: Map<string, ColumnFacts>,
): GridInitialState['columns'] {
  const result: NonNullable<GridInitialState['columns']> = {};
  const visibility = optionalRecord(saved, 'columnVisibilityModel', 'columns');
  if (visibility !== undefined) {
    for (const [field, visible] of Object.entries(visibility)) {
      check(
        columns.has(field) && typeof visible === 'boolean',
        `columns.columnVisibilityModel.${field} is not a column's visibility`,
      );
    }
    result.columnVisibilityModel = visibility as Record<string, boolean>;
  }
  const order = saved.orderedFields;
  if (order !== undefined) {
    check(
      Array.isArray(order) &&
        order.every((field) => typeof field === 'string' && columns.has(field)),
      'columns.orderedFields names an unknown column',
    );
    result.orderedFields = order as string[];
  }
  const dimensions = optionalRecord(saved, 'dimensions', 'columns');
  if (dimensions !== undefined) {
    // The grid exports an unlimited size (Infinity, which JSON cannot hold) as -1.
    const isSize = (value: unknown) =>
      value === undefined ||
      (typeof value === 'number' &&
        Number.isFinite(value) &&
        (value >= 0 || value === -1));
    for (const [field, size] of Object.entries(dimensions)) {
      check(
        columns.has(field) &&
          isRecord(size) &&
          isSize(size.width) &&
          isSize(size.flex) &&
          isSize(size.minWidth) &&
          isSize(size.maxWidth),
        `columns.dimensions.${field} is not a column size`,
      );
    }
    result.dimensions = dimensions as NonNullable<
      GridInitialState['columns']
    >['dimensions'];
  }
  return result;
}

/**
 * Checks a saved state against the grid's columns and page sizes. Parts the
 * grid exports but a saved view should not bring back (an open panel) are left out.
 */
export function readSavedGridState(
  stored: string | null,
  gridColumns: readonly ColumnFacts[],
  pageSizeOptions: readonly number[],
): SavedStateReading {
  if (stored === null || stored === '') {
    return { kind: 'none' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { kind: 'corrupt', problem: 'it is not valid JSON' };
  }
  const columns = new Map(gridColumns.map((column) => [column.field, column]));
  try {
    check(isRecord(parsed), 'it is not an object');
    const state: GridInitialState = {};
    const sorting = optionalRecord(parsed, 'sorting', 'state');
    if (sorting) state.sorting = readSorting(sorting, columns);
    const filter = optionalRecord(parsed, 'filter', 'state');
    if (filter) state.filter = readFilter(filter, columns);
    const pagination = optionalRecord(parsed, 'pagination', 'state');
    if (pagination) state.pagination = readPagination(pagination, pageSizeOptions);
    const savedColumns = optionalRecord(parsed, 'columns', 'state');
    if (savedColumns) state.columns = readColumns(savedColumns, columns);
    if (parsed.density !== undefined) {
      check(
        ['compact', 'standard', 'comfortable'].includes(parsed.density as string),
        'state.density is not a density',
      );
      state.density = parsed.density as GridInitialState['density'];
    }
    return { kind: 'valid', state };
  } catch (error) {
    if (error instanceof SavedStateProblem) {
      return { kind: 'corrupt', problem: error.message };
    }
    throw error;
  }
}
