import type { GridAggregationFunctionDataSource } from '@mui/x-data-grid-premium';

/**
 * The functions the fake sales server can compute. With a data source, the grid offers
 * only the functions listed here, and never computes them itself.
 */
export const serverAggregationFunctions: Record<
  string,
  GridAggregationFunctionDataSource
> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};
