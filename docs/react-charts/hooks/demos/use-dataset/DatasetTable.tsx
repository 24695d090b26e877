import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { useDataset, useLineSeries } from '@mui/x-charts/hooks';

type WaterRow = { week: string; reservoir: number; river: number };

const levels: WaterRow[] = [
  { week: 'W1', reservoir: 71, river: 2.4 },
  { week: 'W2', reservoir: 68, river: 2.1 },
  { week: 'W3', reservoir: 64, river: 1.8 },
  { week: 'W4', reservoir: 66, river: 2.6 },
  { week: 'W5', reservoir: 73, river: 3.1 },
];

// The same rows as a table: the columns are the series' dataKey, headed by their label.
function DataTable() {
  const rows = useDataset<WaterRow[]>() ?? [];
  const columns = useLineSeries().flatMap((series) =>
    series.dataKey ? [{ key: series.dataKey, label: series.label }] : [],
  );
  return (
    <Table size="small" aria-label="Water levels by week">
      <TableHead>
        <TableRow>
          <TableCell>Week</TableCell>
          {columns.map((column) => (
            <TableCell key={column.key} align="right">
              {typeof column.label === 'function'
                ? column.label('legend')
                : column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.week}>
            <TableCell>{row.week}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align="right">
                {String(row[column.key as keyof WaterRow])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function DatasetTable() {
  return (
    <ChartsDataProvider
      height={220}
      dataset={levels}
      xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
      yAxis={[
        { id: 'percent', min: 0, max: 100, width: 40 },
        { id: 'metres', position: 'right', min: 0, width: 40 },
      ]}
      series={[
        {
          type: 'line',
          dataKey: 'reservoir',
          label: 'Reservoir (% full)',
          yAxisId: 'percent',
        },
        {
          type: 'line',
          dataKey: 'river',
          label: 'River gauge (m)',
          yAxisId: 'metres',
        },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="percent" />
        <ChartsYAxis axisId="metres" />
      </ChartsSurface>
      <DataTable />
    </ChartsDataProvider>
  );
}
