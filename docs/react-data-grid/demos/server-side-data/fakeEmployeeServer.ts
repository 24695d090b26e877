/**
 * A fake employee API that runs in the browser. It answers `GridGetRowsParams` the way a real
 * server would: filter, then sort, then cut the requested slice, after a short delay.
 */
import {
  GridLogicOperator,
  type GridFilterItem,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

export const SERVER_ROWS: Employee[] = createEmployees(500, 99);

export interface FakeServerOptions {
  /** Delay before the answer, in milliseconds. */
  latency?: number;
  /** When it returns `true`, the request fails with an HTTP-like error. */
  shouldFail?: () => boolean;
}

type CellValue = string | number | boolean | Date | null | undefined;

function comparable(value: CellValue): string | number {
  if (value instanceof Date) {
    return value.getTime();
  }
  if (typeof value === 'number') {
    return value;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  return String(value ?? '').toLowerCase();
}

function matchesItem(row: Employee, item: GridFilterItem): boolean {
  const cell = row[item.field as keyof Employee] as CellValue;
  const { operator } = item;
  // A filter value is one cell value, or a list of them for `isAnyOf`.
  const value = item.value as CellValue | CellValue[];
  if (operator === 'isEmpty') {
    return cell === null || cell === undefined || cell === '';
  }
  if (operator === 'isNotEmpty') {
    return !(cell === null || cell === undefined || cell === '');
  }
  // An item without a value does not filter anything, like in the grid itself.
  if (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  ) {
    return true;
  }
  const text = String(cell ?? '').toLowerCase();
  const needle = String(value).toLowerCase();
  const asNumber = typeof cell === 'number' ? cell : Number.NaN;
  switch (operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return typeof cell === 'boolean' ? String(cell) === needle : text === needle;
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
      return asNumber === Number(value);
    case '!=':
      return asNumber !== Number(value);
    case '>':
      return asNumber > Number(value);
    case '>=':
      return asNumber >= Number(value);
    case '<':
      return asNumber < Number(value);
    case '<=':
      return asNumber <= Number(value);
    default:
      return true;
  }
}

function matchesQuickFilter(
  row: Employee,
  words: string[],
  logic: 'and' | 'or',
): boolean {
  const haystack = [row.name, row.email, row.department, row.role, row.country]
    .join(' ')
    .toLowerCase();
  const test = (word: string) => haystack.includes(word.toLowerCase());
  return logic === 'or' ? words.some(test) : words.every(test);
}

/** Computes the answer to one request. Exported so that tests and other demos can reuse it. */
export function queryEmployees(params: GridGetRowsParams): GridGetRowsResponse {
  const { filterModel, sortModel } = params;
  const items = filterModel.items.filter((item) => item.field && item.operator);
  const logic = filterModel.logicOperator === GridLogicOperator.Or ? 'or' : 'and';
  const words = (filterModel.quickFilterValues ?? []).filter(
    (word): word is string => typeof word === 'string' && word !== '',
  );

  let result = SERVER_ROWS.filter((row) => {
    const itemResults = items.map((item) => matchesItem(row, item));
    const passesItems =
      itemResults.length === 0 ||
      (logic === 'or' ? itemResults.some(Boolean) : itemResults.every(Boolean));
    const quickLogic =
      filterModel.quickFilterLogicOperator === GridLogicOperator.Or ? 'or' : 'and';
    return (
      passesItems &&
      (words.length === 0 || matchesQuickFilter(row, words, quickLogic))
    );
  });

  if (sortModel.length > 0) {
    result = [...result].sort((a, b) => {
      for (const { field, sort } of sortModel) {
        const left = comparable(a[field as keyof Employee]);
        const right = comparable(b[field as keyof Employee]);
        if (left !== right) {
          const order = left < right ? -1 : 1;
          return sort === 'desc' ? -order : order;
        }
      }
      return 0;
    });
  }

  const start = typeof params.start === 'number' ? params.start : 0;
  return { rows: result.slice(start, params.end + 1), rowCount: result.length };
}

/** The asynchronous "network" call: resolves or rejects after `latency` milliseconds. */
export function fetchEmployees(
  params: GridGetRowsParams,
  options: FakeServerOptions = {},
): Promise<GridGetRowsResponse> {
  const { latency = 500, shouldFail } = options;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (shouldFail?.()) {
        reject(
          new Error('503 Service Unavailable: the employee service did not answer'),
        );
        return;
      }
      resolve(queryEmployees(params));
    }, latency);
  });
}

/**
 * The asynchronous "save" call: stores an edited employee and resolves with the row as saved
 * (the name trimmed, the salary rounded), or rejects when the server refuses the change.
 */
export function saveEmployee(
  row: Employee,
  options: FakeServerOptions = {},
): Promise<Employee> {
  const { latency = 500 } = options;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!(row.salary > 0 && row.salary <= 200_000)) {
        reject(
          new Error(`422 Unprocessable: a salary must be between 1 and 200,000`),
        );
        return;
      }
      const saved: Employee = {
        ...row,
        name: row.name.trim(),
        salary: Math.round(row.salary / 100) * 100,
      };
      const index = SERVER_ROWS.findIndex((employee) => employee.id === row.id);
      if (index !== -1) {
        SERVER_ROWS[index] = saved;
      }
      resolve(saved);
    }, latency);
  });
}
