import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h'];

// Output of a rooftop solar installation over a sunny day, in kW.
const output = [0.2, 1.4, 3.1, 4.2, 4.0, 2.9, 1.2, 0.1];

// Element ids are global to the page: give the gradient a name no other chart uses.
const gradientId = 'styling-solar-gradient';

export default function GradientAreaFill() {
  const theme = useTheme();
  const color = (theme.vars ?? theme).palette.warning.main;

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ width: 48, valueFormatter: (value: number) => `${value} kW` }]}
      series={[
        {
          data: output,
          label: 'Solar output',
          area: true,
          color,
          curve: 'natural',
          valueFormatter: (value) => `${value} kW`,
        },
      ]}
      // The area's public class name; Tailwind needs the whole class written out, so the id is repeated here.
      className="[&_.MuiLineChart-area]:fill-[url(#styling-solar-gradient)]"
      hideLegend
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" style={{ stopColor: color }} stopOpacity={0.6} />
          <stop offset="100%" style={{ stopColor: color }} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
