/**
 * A local `onPrompt` handler for the invoice demos. It recognises customer, region and status
 * names, amount limits, "largest" or "oldest", and "per customer" or "by region", and answers
 * with a `PromptResponse` after a short pause, as a server would. No model, no network.
 */
import type { PromptResponse } from '@mui/x-data-grid-premium';
import { CUSTOMERS, REGIONS, STATUSES } from './invoices';

type Answer = Omit<PromptResponse, 'conversationId'>;

function mentioned(text: string, values: string[]) {
  return values.filter((value) =>
    new RegExp(`\\b${value.toLowerCase()}\\b`).test(text),
  );
}

export function answerInvoicePrompt(prompt: string): Answer {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ').trim();
  const answer: Answer = {
    filters: [],
    sorting: [],
    grouping: [],
    aggregation: {},
    pivoting: {},
    select: -1,
    chart: null,
  };
  if (/\b(reset|clear|everything)\b/.test(text)) {
    return answer;
  }

  const customers = mentioned(text, CUSTOMERS);
  if (customers.length > 0) {
    answer.filters.push({
      column: 'customer',
      operator: 'isAnyOf',
      value: customers,
    });
  }
  const regions = mentioned(text, REGIONS);
  if (regions.length > 0) {
    answer.filters.push({ column: 'region', operator: 'isAnyOf', value: regions });
  }
  const statuses = mentioned(text, STATUSES).concat(
    /\bunpaid\b/.test(text) ? ['Open', 'Overdue'] : [],
  );
  if (statuses.length > 0) {
    answer.filters.push({ column: 'status', operator: 'isAnyOf', value: statuses });
  }
  const limit = text.match(
    /\b(over|above|more than|under|below|less than) €?(\d+)(k?)/,
  );
  if (limit) {
    const value = Number(limit[2]) * (limit[3] === 'k' ? 1000 : 1);
    const operator = ['over', 'above', 'more than'].includes(limit[1] ?? '')
      ? '>'
      : '<';
    answer.filters.push({ column: 'amount', operator, value });
  }

  if (/\b(largest|biggest|highest)\b/.test(text)) {
    answer.sorting.push({ column: 'amount', direction: 'desc' });
  } else if (/\b(smallest|lowest)\b/.test(text)) {
    answer.sorting.push({ column: 'amount', direction: 'asc' });
  }
  if (/\b(oldest|longest open|most late)\b/.test(text)) {
    answer.sorting.push({ column: 'daysOutstanding', direction: 'desc' });
  }

  const group = text.match(/\b(?:per|by|for each) (customer|region|status)\b/);
  if (group?.[1]) {
    answer.grouping.push({ column: group[1] });
    answer.aggregation.amount = /\b(average|mean)\b/.test(text) ? 'avg' : 'sum';
  }

  if (answer.filters.length + answer.sorting.length + answer.grouping.length === 0) {
    throw new Error(
      'Try a customer, a region, paid/open/overdue, an amount such as "over 5000", "largest", or "per customer".',
    );
  }
  return answer;
}

export async function invoicePromptResolver(
  prompt: string,
  _promptContext: string,
  conversationId?: string,
): Promise<PromptResponse> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    ...answerInvoicePrompt(prompt),
    conversationId: conversationId ?? 'receivables',
  };
}
