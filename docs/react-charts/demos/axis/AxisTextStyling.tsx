import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const stations = ['Harbour', 'Lighthouse', 'Ridge', 'Airfield', 'Old Town'];
// Strongest gust measured at each weather station during a storm, in km/h.
const gusts = [118, 142, 156, 104, 87];

export default function AxisTextStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: stations,
          label: 'Weather station',
          tickLabelStyle: { fontSize: 14, fontStyle: 'italic' },
          labelStyle: { fontSize: 15, fontWeight: 700 },
          height: 56,
        },
      ]}
      yAxis={[
        {
          label: 'Gust (km/h)',
          width: 60,
          labelStyle: { fontWeight: 700 },
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
      series={[{ data: gusts, label: 'Strongest gust', color: '#00695c' }]}
      hideLegend
      sx={(theme) => ({
        [`.${axisClasses.root} .${axisClasses.tickLabel}`]: {
          fill: (theme.vars ?? theme).palette.text.secondary,
        },
        [`.${axisClasses.root} .${axisClasses.label}`]: {
          fill: (theme.vars ?? theme).palette.primary.main,
        },
        [`.${axisClasses.root} .${axisClasses.line}, .${axisClasses.root} .${axisClasses.tick}`]:
          {
            stroke: (theme.vars ?? theme).palette.divider,
          },
      })}
    />
  );
}
