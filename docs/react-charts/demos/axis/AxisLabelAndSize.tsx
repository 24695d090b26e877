import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const courses = [
  'Introduction to Pottery',
  'Watercolour Landscapes',
  'Beginner Italian',
  'Spreadsheets for Small Business',
  'Bread Baking Basics',
  'Creative Writing Workshop',
];
// Sign-ups for each evening class this term.
const signUps = [18, 24, 31, 12, 27, 15];

export default function AxisLabelAndSize() {
  return (
    <BarChart
      height={420}
      xAxis={[
        {
          scaleType: 'band',
          data: courses,
          label: 'Evening class',
          // Rotated labels need more room than the default 45 px: 160 fits the longest title whole.
          height: 160,
          tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[{ label: 'Sign-ups', width: 56 }]}
      series={[{ data: signUps, label: 'Sign-ups' }]}
    />
  );
}
