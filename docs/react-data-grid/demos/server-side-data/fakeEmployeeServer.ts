/**
 * A fake employee API that runs in the browser. It answers `GridGetRowsParams` the way a real
 * server would: filter, then sort, then cut the requested slice, after a short delay.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';
import { filterRecords, respondLater, sortRecords } from './queryRows';

export const SERVER_ROWS: Employee[] = createEmployees(500, 99);

export interface FakeServerOptions {
  /** Delay before the answer, in milliseconds. */
  latency?: number;
  /** When it returns `true`, the request fails with an HTTP-like error. */
  shouldFail?: () => boolean;
}

/** Computes the answer to one request. Exported so that tests and other demos can reuse it. */
export function queryEmployees(params: GridGetRowsParams): GridGetRowsResponse {
  const filtered = filterRecords(SERVER_ROWS, params.filterModel, [
    'name',
    'email',
    'department',
    'role',
    'country',
  ]);
  const result = sortRecords(filtered, params.sortModel);
  const start = typeof params.start === 'number' ? params.start : 0;
  return { rows: result.slice(start, params.end + 1), rowCount: result.length };
}

/** The asynchronous "network" call: resolves or rejects after `latency` milliseconds. */
export function fetchEmployees(
  params: GridGetRowsParams,
  options: FakeServerOptions = {},
): Promise<GridGetRowsResponse> {
  const { latency = 500, shouldFail } = options;
  return respondLater(() => queryEmployees(params), latency, shouldFail);
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
