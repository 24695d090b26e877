import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { createStockLines, stockColumns, type StockLine } from './stockCount';

const wait = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export default function UndoWithDataSource() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Stands in for your server: it keeps the rows and logs every save it gets.
  const dataSource = React.useMemo<GridDataSource>(() => {
    const stored = new Map(createStockLines().map((line) => [line.id, line]));
    return {
      getRows: async () => {
        await wait(200);
        const rows = [...stored.values()];
        return { rows, rowCount: rows.length };
      },
      updateRow: async ({ updatedRow, previousRow }) => {
        await wait(300);
        const line = updatedRow as StockLine;
        const before = previousRow as StockLine;
        stored.set(line.id, line);
        const changes = (Object.keys(line) as (keyof StockLine)[])
          .filter((field) => line[field] !== before[field])
          .map((field) => `${field} ${before[field]} → ${line[field]}`);
        setRequests((lines) => [
          `PUT /stock/${line.sku}: ${changes.join(', ') || 'no change'}`,
          ...lines,
        ]);
        return line;
      },
    };
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          columns={stockColumns}
          dataSource={dataSource}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        role="log"
        aria-label="Requests to the server"
        sx={{
          height: 96,
          boxSizing: 'border-box',
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
        }}
      >
        {requests.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Change a Counted value and press Enter, then use Undo and Redo in the
            toolbar.
          </Typography>
        ) : (
          requests.map((request, index) => (
            <Typography
              key={requests.length - index}
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {request}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
