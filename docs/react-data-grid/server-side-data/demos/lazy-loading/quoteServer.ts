/**
 * A pretend market data API: 2,000 instruments whose prices move every second. It answers a slice of the list
 * (`start`–`end`, sorted and filtered like the other fake servers) with the prices of the moment it answers.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { querySlice, respondLater } from '../../../demos/server-side-data/queryRows';

export interface Quote {
  id: number;
  symbol: string;
  price: number;
  /** The server's clock when it read the price, as `hh:mm:ss`. */
  readAt: string;
}

const INSTRUMENTS = 2000;

/** Three letters from the instrument's number: AAA, AAB, … (unique up to 17,576). */
function symbolOf(id: number): string {
  const letter = (place: number) =>
    String.fromCharCode(65 + (Math.floor(id / 26 ** place) % 26));
  return `${letter(2)}${letter(1)}${letter(0)}`;
}

function quotesAt(time: Date): Quote[] {
  const second = Math.floor(time.getTime() / 1000);
  const readAt = time.toLocaleTimeString('en-GB', { hour12: false });
  return Array.from({ length: INSTRUMENTS }, (_unused, id) => {
    const base = 20 + ((id * 37) % 480);
    // Each instrument drifts up to 1% around its base price, at its own phase.
    const price = base * (1 + 0.01 * Math.sin(second * 0.7 + id));
    return {
      id,
      symbol: symbolOf(id),
      price: Math.round(price * 100) / 100,
      readAt,
    };
  });
}

export function fetchQuotes(
  params: GridGetRowsParams,
  latency = 300,
): Promise<GridGetRowsResponse> {
  return respondLater(() => {
    const { rows, matchingCount } = querySlice(quotesAt(new Date()), params, [
      'symbol',
    ]);
    return { rows, rowCount: matchingCount };
  }, latency);
}
