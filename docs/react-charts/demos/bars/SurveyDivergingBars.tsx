import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const statements = [
  'I have the tools I need',
  'Meetings are useful',
  'I can work from home enough',
  'My workload is reasonable',
];

// Share of answers to a staff survey, in percent. Disagreement is negative so
// that it extends to the left of zero. On each side, the first series in the
// array sits next to zero.
const answers = [
  { label: 'Disagree', data: [-11, -27, -8, -24], color: '#ef9a9a' },
  { label: 'Strongly disagree', data: [-4, -12, -3, -9], color: '#c62828' },
  { label: 'Agree', data: [48, 39, 41, 45], color: '#90caf9' },
  { label: 'Strongly agree', data: [31, 9, 42, 14], color: '#1565c0' },
];

const percent = (value: number | null) =>
  value === null ? '' : `${Math.abs(value)}%`;

export default function SurveyDivergingBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: statements, width: 180 }]}
      xAxis={[
        { min: -50, max: 100, valueFormatter: (value: number) => percent(value) },
      ]}
      series={answers.map((answer) => ({
        ...answer,
        stack: 'answers',
        valueFormatter: percent,
      }))}
      grid={{ vertical: true }}
    />
  );
}
