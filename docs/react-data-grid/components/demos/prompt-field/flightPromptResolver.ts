/**
 * An `onPrompt` handler for the AI assistant that answers locally: it reuses the keyword parser
 * and reshapes its filter and sort models into the assistant's `PromptResponse`.
 */
import type { PromptResponse } from '@mui/x-data-grid-premium';
import { parseFlightPrompt } from './parseFlightPrompt';

export async function flightPromptResolver(
  prompt: string,
  _promptContext: string,
  conversationId?: string,
): Promise<PromptResponse> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Throws for a prompt it does not understand: the assistant records the error message.
  const answer = parseFlightPrompt(prompt);
  return {
    conversationId: conversationId ?? 'flights',
    filters: answer.filterModel.items.map((item) => ({
      column: item.field,
      operator: item.operator,
      value: item.value as string | number | string[],
    })),
    sorting: answer.sortModel.map((item) => ({
      column: item.field,
      direction: item.sort ?? 'asc',
    })),
    grouping: [],
    aggregation: {},
    pivoting: {},
    select: -1,
    chart: null,
  };
}
