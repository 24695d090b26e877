import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Members of two climbing gyms at the end of each month.
const northGym = [420, 436, 451, 470, 468, 490];
const southGym = [310, 338, 352, 349, 371, 395];

// Legend marks drawn like the marks on each line.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className}>
      <path d="M12 2 L23 22 H1 Z" fill={color} />
    </svg>
  );
}

function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className}>
      <path d="M12 1 L23 12 L12 23 L1 12 Z" fill={color} />
    </svg>
  );
}

export default function CustomMarkShape() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: northGym,
          label: 'North gym',
          shape: 'triangle',
          labelMarkType: TriangleMark,
        },
        {
          data: southGym,
          label: 'South gym',
          shape: 'diamond',
          labelMarkType: DiamondMark,
        },
      ]}
    />
  );
}
