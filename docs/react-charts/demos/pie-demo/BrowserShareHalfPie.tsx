import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Visits to a documentation site from 7 to 13 September 2026, by browser.
const browsers = [
  { id: 'chrome', label: 'Chrome', value: 61200, color: '#1976d2' },
  { id: 'safari', label: 'Safari', value: 18400, color: '#26a69a' },
  { id: 'edge', label: 'Edge', value: 9800, color: '#7e57c2' },
  { id: 'firefox', label: 'Firefox', value: 7300, color: '#ef6c00' },
  { id: 'other', label: 'Other', value: 3300, color: '#9e9e9e' },
];
const total = browsers.reduce((sum, browser) => sum + browser.value, 0);

// The centre of the half ring is at the bottom of the drawing area (cy: '100%'),
// so the text sits just above it.
function TotalInHole() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height;

  return (
    <text x={x} y={y} textAnchor="middle">
      <tspan
        x={x}
        dy="-2.2em"
        fontSize={22}
        fontWeight={700}
        style={{ fill: palette.text.primary }}
      >
        {total.toLocaleString('en-US')}
      </tspan>
      <tspan x={x} dy="1.5em" fontSize={13} style={{ fill: palette.text.secondary }}>
        visits this week
      </tspan>
    </text>
  );
}

export default function BrowserShareHalfPie() {
  return (
    <PieChart
      height={250}
      series={[
        {
          data: browsers,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 105,
          outerRadius: 170,
          cy: '100%',
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) =>
            `${item.value.toLocaleString('en-US')} visits (${((item.value / total) * 100).toFixed(1)}%)`,
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    >
      <TotalInHole />
    </PieChart>
  );
}
