import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDataset, useXScale, useYScale } from '@mui/x-charts/hooks';

type SalesRow = { month: string; books: number; note: string | null };

const sales: SalesRow[] = [
  { month: 'Jul', books: 540, note: null },
  { month: 'Aug', books: 610, note: 'Summer reading list' },
  { month: 'Sep', books: 480, note: null },
  { month: 'Oct', books: 520, note: null },
  { month: 'Nov', books: 830, note: 'Author signing' },
  { month: 'Dec', books: 960, note: 'Gift season' },
];

// The note column is not plotted, but the dataset still carries it.
function RowNotes() {
  const dataset = useDataset<SalesRow[]>();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  return (
    <g pointerEvents="none">
      {(dataset ?? []).map((row) => {
        const x = xScale(row.month);
        if (row.note === null || x === undefined) {
          return null;
        }
        return (
          <text
            key={row.month}
            x={x + xScale.bandwidth() / 2}
            y={yScale(row.books) - 8}
            textAnchor="middle"
            fontSize={11}
            style={{ fill: (theme.vars ?? theme).palette.text.secondary }}
          >
            {row.note}
          </text>
        );
      })}
    </g>
  );
}

export default function DatasetNotes() {
  return (
    <BarChart
      height={320}
      dataset={sales}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ width: 40, max: 1100 }]}
      series={[{ dataKey: 'books', label: 'Books sold' }]}
    >
      <RowNotes />
    </BarChart>
  );
}
