import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily active users over the last 14 days for three made-up services.
function trend(start: number, slope: number, seed: number): number[] {
  return Array.from({ length: 14 }, (_, day) =>
    Math.round(start + slope * day + (((day + seed) * 7) % 11) * 4),
  );
}

const rows = [
  { name: 'Billing', data: trend(320, 6, 1) },
  { name: 'Search', data: trend(510, -4, 3) },
  { name: 'Notifications', data: trend(240, 1, 5) },
];

export default function SparklineTable() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Service</TableCell>
          <TableCell align="right">Today</TableCell>
          <TableCell sx={{ width: '50%' }}>Last 14 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{row.data[row.data.length - 1]}</TableCell>
            <TableCell>
              <SparkLineChart
                data={row.data}
                height={40}
                curve="natural"
                area
                showTooltip
                showHighlight
                valueFormatter={(value) => `${value} users`}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
