/**
 * A small, deterministic prompt resolver that runs in the browser. It understands a handful of
 * sentence patterns about the employee data and answers with the same `PromptResponse` shape a
 * language-model backend returns. Replace it with a call to your server in a real application.
 */
import type { PromptResponse } from '@mui/x-data-grid-premium';
import { COUNTRIES, DEPARTMENTS } from '../data/employees';

/** Columns the resolver knows, with the words people may use for them. */
const COLUMN_WORDS: Record<string, string[]> = {
  name: ['name', 'names'],
  department: ['department', 'departments', 'team', 'teams'],
  country: ['country', 'countries'],
  role: ['role', 'roles', 'seniority'],
  salary: ['salary', 'salaries', 'pay'],
  rating: ['rating', 'ratings', 'score'],
  startDate: ['start date', 'start', 'joined', 'hire date'],
};

const AGGREGATION_WORDS: Record<string, 'avg' | 'sum' | 'min' | 'max' | 'size'> = {
  average: 'avg',
  mean: 'avg',
  total: 'sum',
  sum: 'sum',
  lowest: 'min',
  minimum: 'min',
  highest: 'max',
  maximum: 'max',
  count: 'size',
};

type PromptResult = Omit<PromptResponse, 'conversationId'>;

function emptyResult(): PromptResult {
  return {
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
}

/** Finds the column named right after one of the given lead words, e.g. "by country". */
function columnAfter(text: string, lead: string): string | undefined {
  const index = text.indexOf(`${lead} `);
  if (index === -1) {
    return undefined;
  }
  const rest = text.slice(index + lead.length + 1);
  return Object.keys(COLUMN_WORDS).find((field) =>
    (COLUMN_WORDS[field] ?? []).some((word) => rest.startsWith(word)),
  );
}

function mentionedValues(text: string, values: string[]): string[] {
  return values.filter((value) => text.includes(value.toLowerCase()));
}

/** Turns a prompt into grid instructions, or throws when it does not understand it. */
export function resolvePrompt(prompt: string): PromptResult {
  const text = prompt
    .toLowerCase()
    .replace(/[?.!,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const result = emptyResult();
  let understood = false;

  if (/\b(reset|clear|start over)\b/.test(text)) {
    return result;
  }

  // Filters on categorical values: "engineers in Japan", "only Sales and Design".
  const departments = mentionedValues(
    text.replace(/\bengineers?\b/g, 'engineering'),
    DEPARTMENTS,
  );
  if (departments.length > 0) {
    result.filters.push({
      column: 'department',
      operator: 'isAnyOf',
      value: departments,
    });
    understood = true;
  }
  const countries = mentionedValues(text, COUNTRIES);
  if (countries.length > 0) {
    result.filters.push({
      column: 'country',
      operator: 'isAnyOf',
      value: countries,
    });
    understood = true;
  }

  // Numeric filters: "salary above 100000", "rating below 3".
  const numeric = text.match(
    /\b(salary|rating)\b[a-z ]*?\b(above|over|more than|greater than|below|under|less than)\s+\$?(\d[\d,.]*)(k?)/,
  );
  if (numeric) {
    const [, column = 'salary', comparison = 'above', amount = '0', thousands] =
      numeric;
    const value = Number(amount.replace(/,/g, '')) * (thousands === 'k' ? 1000 : 1);
    const operator = ['above', 'over', 'more than', 'greater than'].includes(
      comparison,
    )
      ? '>'
      : '<';
    result.filters.push({ column, operator, value });
    understood = true;
  }
  if (/\b(inactive|former)\b/.test(text)) {
    result.filters.push({ column: 'active', operator: 'is', value: false });
    understood = true;
  } else if (/\bactive\b/.test(text)) {
    result.filters.push({ column: 'active', operator: 'is', value: true });
    understood = true;
  }

  // Sorting: "sort by salary descending", "order by rating", "highest salary first".
  const ranked = text.match(
    /\b(highest|lowest|largest|smallest|newest|oldest) [a-z ]+? first\b/,
  );
  const rankedColumn = ranked ? columnAfter(ranked[0], ranked[1] ?? '') : undefined;
  const sortColumn =
    columnAfter(text, 'sort by') ?? columnAfter(text, 'order by') ?? rankedColumn;
  if (sortColumn) {
    const descending = /\b(desc|descending|highest|largest|newest|most)\b/.test(
      text,
    );
    result.sorting.push({
      column: sortColumn,
      direction: descending ? 'desc' : 'asc',
    });
    understood = true;
  }

  // Pivoting: "pivot salary by department and country".
  const pivot = text.match(/\bpivot (\w+) by (\w+) and (\w+)/);
  if (pivot) {
    const toField = (word: string) =>
      Object.keys(COLUMN_WORDS).find((field) =>
        (COLUMN_WORDS[field] ?? []).includes(word),
      );
    const valueField = toField(pivot[1] ?? '');
    const rowField = toField(pivot[2] ?? '');
    const columnField = toField(pivot[3] ?? '');
    if (valueField && rowField && columnField) {
      result.pivoting = {
        rows: [rowField],
        columns: [{ column: columnField, direction: 'asc' }],
        values: [
          {
            [valueField]:
              valueField === 'salary' || valueField === 'rating' ? 'avg' : 'size',
          },
        ],
      };
      return result;
    }
  }

  // Grouping and aggregation: "group by department with the average salary".
  const groupColumn =
    columnAfter(text, 'group by') ??
    columnAfter(text, 'per') ??
    columnAfter(text, 'for each');
  if (groupColumn) {
    result.grouping.push({ column: groupColumn });
    understood = true;
  }
  // Without "first", "highest salary" asks for the maximum.
  const aggregationText =
    ranked && rankedColumn ? text.replace(ranked[0], ' ') : text;
  Object.entries(AGGREGATION_WORDS).forEach(([word, aggregation]) => {
    const column =
      columnAfter(aggregationText, word) ??
      columnAfter(aggregationText, `${word} of`);
    if (column === 'salary' || column === 'rating') {
      result.aggregation[column] = aggregation;
      understood = true;
    }
  });

  // Selection: "select the first 5 rows".
  const selection = text.match(/\bselect (?:the )?(?:first|top) (\d+)/);
  if (selection) {
    result.select = Number(selection[1]);
    understood = true;
  }

  if (!understood) {
    throw new Error(
      'This demo resolver only understands filters, sorting, grouping, totals, pivots and selection.',
    );
  }
  return result;
}

/** The `onPrompt` handler: same signature as a network call, answered locally after a short delay. */
export async function localPromptResolver(
  prompt: string,
  _context: string,
  conversationId?: string,
): Promise<PromptResponse> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  // An unknown prompt throws, so the promise rejects like a failed request.
  return {
    ...resolvePrompt(prompt),
    conversationId: conversationId ?? 'local-conversation',
  };
}
