import * as React from 'react';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

// Energy produced by the solar panels of a house, in kWh.
const output = [212, 318, 401, 446, 462, 398, 287];

// The id must be unique on the page: the CSS below refers to it.
const gradientId = 'solar-output-gradient';

export default function GradientSolarBars() {
  return (
    <BarChart
      height={300}
      borderRadius={8}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Output (kWh)', width: 56 }]}
      series={[
        {
          data: output,
          label: 'Solar output',
          color: '#f57c00',
          valueFormatter: (value) => `${value} kWh`,
        },
      ]}
      hideLegend
      sx={{
        [`& .${barClasses.element}`]: {
          fill: `url(#${gradientId})`,
        },
      }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffd54f" />
          <stop offset="100%" stopColor="#f57c00" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
