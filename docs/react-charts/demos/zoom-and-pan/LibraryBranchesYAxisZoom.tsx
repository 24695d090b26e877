import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Books lent by each branch of a city library in one year, most first.
const branches = [
  { name: 'Central', loans: 182000 },
  { name: 'Riverside', loans: 96000 },
  { name: 'Old Town', loans: 88000 },
  { name: 'Harbour', loans: 81000 },
  { name: 'University', loans: 77000 },
  { name: 'Northgate', loans: 64000 },
  { name: 'Parkview', loans: 59000 },
  { name: 'Hillside', loans: 55000 },
  { name: 'Station', loans: 51000 },
  { name: 'Market', loans: 47000 },
  { name: 'Eastfield', loans: 43000 },
  { name: 'Westbrook', loans: 40000 },
  { name: 'Meadows', loans: 36000 },
  { name: 'Docklands', loans: 33000 },
  { name: 'Orchard', loans: 29000 },
  { name: 'Canal Side', loans: 26000 },
  { name: 'Southend', loans: 22000 },
  { name: 'Airport', loans: 18000 },
  { name: 'Mill Lane', loans: 15000 },
  { name: 'Mobile library', loans: 9000 },
];

export default function LibraryBranchesYAxisZoom() {
  return (
    <BarChartPro
      height={360}
      skipAnimation
      layout="horizontal"
      dataset={branches}
      yAxis={[
        {
          id: 'branches',
          scaleType: 'band',
          dataKey: 'name',
          width: 104,
          // A tick in the middle of each band: a tick on the band's edge would bring
          // the label of the first hidden branch into view at the bottom.
          tickPlacement: 'middle',
          zoom: { minSpan: 20, slider: { enabled: true } },
        },
      ]}
      xAxis={[
        {
          valueFormatter: (value: number) =>
            value === 0 ? '0' : `${value / 1000}k`,
        },
      ]}
      series={[
        {
          dataKey: 'loans',
          label: 'Loans',
          valueFormatter: (value) => value?.toLocaleString('en-US') ?? '',
        },
      ]}
      // The ten busiest branches first; drag the slider up for the others.
      initialZoom={[{ axisId: 'branches', start: 0, end: 50 }]}
      hideLegend
    />
  );
}
