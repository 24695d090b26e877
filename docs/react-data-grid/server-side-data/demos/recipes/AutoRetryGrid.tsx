import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import { fetchOrders } from '../../../demos/server-side-data/fakeOrderServer';
import { orderColumns } from '../lazy-loading/orderColumns';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function AutoRetryGrid() {
  const [log, setLog] = React.useState<string[]>([]);
  const [error, setError] = React.useState<string | null>(null);
  // The flaky server fails two calls out of three.
  const calls = React.useRef(0);

  const dataSource: GridDataSource = React.useMemo(() => {
    const attempt = (params: GridGetRowsParams) =>
      fetchOrders(params, {
        latency: 300,
        shouldFail: () => {
          calls.current += 1;
          return calls.current % 3 !== 0;
        },
      });

    return {
      getRows: async (params) => {
        setError(null);
        // Up to 3 attempts, waiting 0.5 s, then 1 s, before trying again.
        for (let tries = 1; ; tries += 1) {
          try {
            const response = await attempt(params);
            setLog((previous) =>
              [
                `page ${params.paginationModel?.page}: ok after ${tries} attempt(s)`,
                ...previous,
              ].slice(0, 3),
            );
            return response;
          } catch (reason) {
            if (tries === 3) {
              throw reason; // Give up: the grid calls onDataSourceError.
            }
            await wait(500 * 2 ** (tries - 1));
          }
        }
      },
    };
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 72, typography: 'body2', color: 'text.secondary' }}>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          log.map((line, index) => <div key={`${index}-${line}`}>{line}</div>)
        )}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={orderColumns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
