import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// useSeries() groups the processed series by type: { bar: {...}, line: {...} }.
function SeriesTable() {
  const { bar, line } = useSeries();
  const rows = [bar, line].flatMap((group) =>
    group ? group.seriesOrder.flatMap((id) => group.series[id] ?? []) : [],
  );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Series</TableCell>
          <TableCell>Type</TableCell>
          <TableCell align="right">Year total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((series) => (
          <TableRow key={series.id}>
            <TableCell>
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  mr: 1,
                  bgcolor: series.color,
                }}
              />
              {typeof series.label === 'function'
                ? series.label('legend')
                : series.label}
            </TableCell>
            <TableCell>{series.type}</TableCell>
            <TableCell align="right">
              {series.data.reduce<number>((sum, value) => sum + (value ?? 0), 0)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function SeriesSummaryTable() {
  return (
    <ChartsDataProvider
      height={240}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ min: 0, width: 40 }]}
      series={[
        {
          type: 'bar',
          id: 'dine-in',
          data: [410, 385, 460, 520],
          label: 'Dine-in covers',
        },
        {
          type: 'bar',
          id: 'takeaway',
          data: [230, 260, 240, 310],
          label: 'Takeaway orders',
        },
        {
          type: 'line',
          id: 'reviews',
          data: [38, 44, 51, 47],
          label: 'Five-star reviews',
        },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <SeriesTable />
    </ChartsDataProvider>
  );
}
