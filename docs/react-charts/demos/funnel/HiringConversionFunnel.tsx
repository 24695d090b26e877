import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Candidates at each stage of hiring for a nursing team over one year.
const stages = [
  { label: 'Applied', value: 820 },
  { label: 'Passed screening', value: 310 },
  { label: 'Interviewed', value: 124 },
  { label: 'Shift trial', value: 58 },
  { label: 'Offer accepted', value: 41 },
];

// Each stage name on the axis also gives the share of the stage before that got through.
const categories = stages.map((stage, index) => {
  const previous = stages[index - 1];
  return previous === undefined
    ? stage.label
    : `${stage.label} (${Math.round((stage.value / previous.value) * 100)}%)`;
});

export default function HiringConversionFunnel() {
  return (
    <FunnelChart
      height={340}
      gap={6}
      categoryAxis={{
        categories,
        position: 'left',
        size: 170,
        disableLine: true,
        disableTicks: true,
      }}
      series={[
        {
          data: stages,
          label: 'Candidates',
          curve: 'step',
          borderRadius: 6,
          // The formatter writes both the section labels and the tooltip value,
          // so it stays short enough for the narrowest section.
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
      hideLegend
    />
  );
}
