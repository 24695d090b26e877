import * as React from 'react';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// How the visitors of a library's website found it last month, in %.
const referrers = [
  { id: 'search', value: 46, label: 'Search engines' },
  { id: 'direct', value: 22, label: 'Typed the address' },
  { id: 'catalogue', value: 17, label: 'Regional catalogue' },
  { id: 'social', value: 9, label: 'Social media' },
  { id: 'other', value: 6, label: 'Other' },
];

export default function PieCssStates() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: referrers,
          innerRadius: 40,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 25,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      sx={{
        [`.${pieClasses.arc}[data-faded]`]: {
          filter: 'grayscale(1)',
          opacity: 0.5,
        },
        [`.${pieClasses.arc}[data-highlighted]`]: {
          strokeWidth: 3,
        },
        [`.${pieClasses.arcLabel}`]: {
          fill: '#fff',
          fontWeight: 700,
        },
      }}
    />
  );
}
