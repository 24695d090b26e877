import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, levels, formatDay } from '../data/riverData';

export default function BrushToZoom() {
  return (
    <LineChartPro
      height={300}
      // Drag to zoom into a period, double-click to zoom back out.
      zoomInteractionConfig={{ zoom: ['brush', 'doubleTapReset'], pan: [] }}
      xAxis={[
        {
          data: days,
          scaleType: 'utc',
          valueFormatter: formatDay,
          zoom: true,
        },
      ]}
      yAxis={[{ width: 48, label: 'cm' }]}
      series={[{ data: levels, label: 'River level', showMark: false }]}
    />
  );
}
