import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

export default function CustomLoadingText() {
  return (
    <LineChart
      height={240}
      loading
      localeText={{ loading: 'Fetching the latest measurements…' }}
      xAxis={[{ data: [] as number[] }]}
      series={[{ data: [], label: 'Humidity' }]}
    />
  );
}
