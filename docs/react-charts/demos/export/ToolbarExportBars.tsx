import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const regions = ['North', 'South', 'East', 'West'];

export default function ToolbarExportBars() {
  return (
    <BarChartPro
      height={320}
      skipAnimation
      showToolbar
      xAxis={[{ data: regions }]}
      yAxis={[{ width: 48 }]}
      series={[
        { data: [420, 310, 275, 390], label: '2023' },
        { data: [465, 342, 301, 428], label: '2024' },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'sales-by-region' },
          imageExportOptions: [
            { type: 'image/png', fileName: 'sales-by-region' },
            { type: 'image/jpeg', fileName: 'sales-by-region', quality: 0.9 },
          ],
        },
      }}
    />
  );
}
