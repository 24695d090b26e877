import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Status of a city's 240 shared e-bikes at 08:00.
const statuses = [
  { id: 'available', label: 'Available', value: 132, color: '#2e7d32' },
  { id: 'in-use', label: 'In use', value: 61, color: '#1565c0' },
  { id: 'low-battery', label: 'Low battery', value: 27, color: '#f9a825' },
  { id: 'repair', label: 'In repair', value: 14, color: '#c62828' },
  { id: 'missing', label: 'Missing', value: 6, color: '#757575' },
];
const total = statuses.reduce((sum, status) => sum + status.value, 0);
const SERIES_ID = 'fleet';

export default function FleetStatusLegendTable() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center' }}
    >
      <Box sx={{ width: 260, flexShrink: 0 }}>
        <PieChart
          height={260}
          width={260}
          series={[
            {
              id: SERIES_ID,
              data: statuses,
              innerRadius: 60,
              outerRadius: 110,
              paddingAngle: 1,
              highlightScope: { highlight: 'item', fade: 'global' },
              highlighted: { additionalRadius: 5 },
              valueFormatter: (item) => `${item.value} bikes`,
            },
          ]}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          hideLegend
        />
      </Box>
      <Table size="small" aria-label="Bikes by status">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell align="right">Bikes</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statuses.map((status, index) => (
            <TableRow
              key={status.id}
              hover
              selected={highlighted?.dataIndex === index}
              onMouseEnter={() =>
                setHighlighted({ seriesId: SERIES_ID, dataIndex: index })
              }
              onMouseLeave={() => setHighlighted(null)}
            >
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '3px',
                      bgcolor: status.color,
                    }}
                  />
                  <span>{status.label}</span>
                </Stack>
              </TableCell>
              <TableCell align="right">{status.value}</TableCell>
              <TableCell align="right">
                {((status.value / total) * 100).toFixed(1)}%
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {total}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              100%
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Stack>
  );
}
