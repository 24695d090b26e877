import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Quarterly orders of a shop in Tel Aviv, labelled in Hebrew.
const quarters = ['רבעון 1', 'רבעון 2', 'רבעון 3', 'רבעון 4'];
const shekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
  maximumFractionDigits: 0,
});

export default function RightToLeftChart() {
  return (
    // Keep the page's theme and only switch its direction: the axes read it to anchor
    // their tick labels. The legend is HTML and follows the `dir` attribute below.
    <ThemeProvider
      theme={(outerTheme: Theme) => ({ ...outerTheme, direction: 'rtl' as const })}
    >
      <div dir="rtl">
        <BarChart
          height={300}
          // Time runs from right to left, as Hebrew readers expect.
          xAxis={[{ data: quarters, reverse: true }]}
          yAxis={[
            {
              position: 'right',
              width: 72,
              valueFormatter: (value: number) => shekels.format(value),
            },
          ]}
          series={[
            {
              data: [42000, 51500, 47800, 63200],
              label: 'הזמנות אונליין',
              valueFormatter: (value) =>
                value === null ? '' : shekels.format(value),
            },
            {
              data: [31000, 29400, 33800, 40100],
              label: 'הזמנות בחנות',
              valueFormatter: (value) =>
                value === null ? '' : shekels.format(value),
            },
          ]}
          slotProps={{
            legend: { position: { vertical: 'top', horizontal: 'start' } },
          }}
        />
      </div>
    </ThemeProvider>
  );
}
