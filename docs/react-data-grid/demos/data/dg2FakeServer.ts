/**
 * A pretend back end for the server-side pagination and filtering demos.
 * It holds 1 000 deterministic employees, applies the filter, sort and page
 * requested by the grid, and answers after a short delay like a real request.
 */
import {
  GridLogicOperator,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from './employees';

const DATABASE = createEmployees(1000, 2024);

export interface EmployeeQuery {
  paginationModel: GridPaginationModel;
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
}

export interface EmployeePage {
  rows: Employee[];
  rowCount: number;
}

function textOf(value: unknown): string {
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return String(value).toLowerCase();
  }
  return '';
}

function matchesItem(
  row: Employee,
  field: string,
  operator: string,
  value: unknown,
): boolean {
  const cell = row[field as keyof Employee];
  if (operator === 'isEmpty') {
    return cell === '' || cell == null;
  }
  if (operator === 'isNotEmpty') {
    return !(cell === '' || cell == null);
  }
  if (value === undefined || value === '' || value === null) {
    return true; // An incomplete filter item does not filter anything yet.
  }
  if (typeof cell === 'number') {
    const target = Number(value);
    switch (operator) {
      case '>':
        return cell > target;
      case '>=':
        return cell >= target;
      case '<':
        return cell < target;
      case '<=':
        return cell <= target;
      case '!=':
        return cell !== target;
      default:
        return cell === target;
    }
  }
  const text = textOf(cell);
  const wanted = textOf(value);
  switch (operator) {
    case 'equals':
    case 'is':
      return text === wanted;
    case 'doesNotEqual':
    case 'not':
      return text !== wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    case 'doesNotContain':
      return !text.includes(wanted);
    case 'isAnyOf':
      return (
        Array.isArray(value) &&
        (value.length === 0 || value.some((entry) => textOf(entry) === text))
      );
    default:
      return text.includes(wanted);
  }
}

function applyFilter(
  rows: Employee[],
  filterModel: GridFilterModel | undefined,
): Employee[] {
  if (!filterModel) {
    return rows;
  }
  const items = filterModel.items.filter((item) => item.field && item.operator);
  const words = (filterModel.quickFilterValues ?? [])
    .map((word) => textOf(word))
    .filter((word) => word !== '');
  return rows.filter((row) => {
    const results = items.map((item) =>
      matchesItem(row, item.field, item.operator, item.value),
    );
    const passesItems =
      results.length === 0 ||
      (filterModel.logicOperator === GridLogicOperator.Or
        ? results.some(Boolean)
        : results.every(Boolean));
    const searchable = [
      row.name,
      row.email,
      row.department,
      row.role,
      row.country,
    ].map(textOf);
    const passesWords = words.every((word) =>
      searchable.some((text) => text.includes(word)),
    );
    return passesItems && passesWords;
  });
}

function applySort(
  rows: Employee[],
  sortModel: GridSortModel | undefined,
): Employee[] {
  const active = (sortModel ?? []).filter((item) => item.sort);
  if (active.length === 0) {
    return rows;
  }
  return [...rows].sort((first, second) => {
    for (const item of active) {
      const a = first[item.field as keyof Employee];
      const b = second[item.field as keyof Employee];
      const order =
        a instanceof Date && b instanceof Date
          ? a.getTime() - b.getTime()
          : a < b
            ? -1
            : a > b
              ? 1
              : 0;
      if (order !== 0) {
        return item.sort === 'desc' ? -order : order;
      }
    }
    return 0;
  });
}

/** Answers one request for a page of employees after `latencyMs` milliseconds. */
export function fetchEmployees(
  query: EmployeeQuery,
  latencyMs = 500,
): Promise<EmployeePage> {
  const filtered = applyFilter(DATABASE, query.filterModel);
  const sorted = applySort(filtered, query.sortModel);
  const { page, pageSize } = query.paginationModel;
  const rows = sorted.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: filtered.length }), latencyMs);
  });
}
