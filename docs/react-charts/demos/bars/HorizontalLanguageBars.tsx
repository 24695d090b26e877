import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin'];

// Number of repositories per language in a made-up organisation.
const repositories = [148, 96, 41, 23, 17];

export default function HorizontalLanguageBars() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      borderRadius={6}
      yAxis={[{ scaleType: 'band', data: languages, width: 88 }]}
      xAxis={[{ label: 'Repositories', height: 56 }]}
      series={[{ data: repositories, label: 'Repositories', barLabel: 'value' }]}
      hideLegend
    />
  );
}
