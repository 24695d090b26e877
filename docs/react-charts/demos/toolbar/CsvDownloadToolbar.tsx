import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { useBarSeries, useXAxis } from '@mui/x-charts/hooks';

const TableIcon = createSvgIcon(
  <path d="M4 4h16v16H4zm2 2v3h5V6zm7 0v3h5V6zm-7 5v3h5v-3zm7 0v3h5v-3zm-7 5v2h5v-2zm7 0v2h5v-2z" />,
  'Table',
);

const shifts = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// The toolbar is rendered inside the chart, so it can read the series and axes.
function CsvToolbar() {
  const series = useBarSeries();
  const xAxis = useXAxis<'band'>();

  const download = () => {
    const header = ['Day', ...series.map((item) => String(item.id))];
    const rows = (xAxis.data ?? []).map((day, index) => [
      String(day),
      ...series.map((item) => String(item.data[index] ?? '')),
    ]);
    const csv = [header, ...rows].map((row) => row.join(',')).join('\n');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    link.download = 'cafe-covers.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ mr: 'auto', pl: 1 }}>
        Covers served this week
      </Typography>
      <ToolbarButton aria-label="Download the data as CSV" onClick={download}>
        <TableIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function CsvDownloadToolbar() {
  return (
    <BarChart
      height={320}
      showToolbar
      slots={{ toolbar: CsvToolbar }}
      xAxis={[{ scaleType: 'band', data: shifts }]}
      yAxis={[{ width: 40 }]}
      series={[
        { id: 'lunch', data: [64, 58, 71, 69, 88, 120, 112], label: 'Lunch' },
        { id: 'dinner', data: [42, 47, 55, 61, 96, 131, 74], label: 'Dinner' },
      ]}
    />
  );
}
