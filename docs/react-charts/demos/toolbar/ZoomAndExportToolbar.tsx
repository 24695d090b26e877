import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, levels, formatDay } from '../data/riverData';

export default function ZoomAndExportToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      // Start on the last two months, so that both zoom buttons are active.
      initialZoom={[{ axisId: 'days', start: 35, end: 100 }]}
      xAxis={[
        {
          id: 'days',
          data: days,
          scaleType: 'utc',
          valueFormatter: formatDay,
          zoom: true,
        },
      ]}
      yAxis={[{ width: 48, label: 'cm' }]}
      series={[{ data: levels, label: 'River level', showMark: false, area: true }]}
    />
  );
}
