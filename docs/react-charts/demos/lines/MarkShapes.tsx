import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];

// Visitors of three museums of one town, in thousands.
const art = [182, 64, 97, 151, 176, 189, 203];
const science = [240, 88, 121, 198, 231, 244, 262];
const maritime = [75, 31, 48, 66, 79, 83, 90];

export default function MarkShapes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'Visitors (k)', width: 56 }]}
      series={[
        { data: art, label: 'Art', shape: 'circle', curve: 'linear' },
        { data: science, label: 'Science', shape: 'square', curve: 'linear' },
        { data: maritime, label: 'Maritime', shape: 'diamond', curve: 'linear' },
      ]}
    />
  );
}
