import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers to "How do you get to work?" from 400 people.
const answers = [
  { value: 148, label: 'Public transport' },
  { value: 112, label: 'Car' },
  { value: 76, label: 'Bicycle' },
  { value: 45, label: 'On foot' },
  { value: 19, label: 'Other' },
];
const total = answers.reduce((sum, answer) => sum + answer.value, 0);

export default function SurveyPieLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: answers,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 20,
          startAngle: -90,
          endAngle: 270,
        },
      ]}
    />
  );
}
