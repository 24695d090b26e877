import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Stands in for the nonce of the current response.
const NONCE = 'rG5tB8pQ2wXk';

const wards = ['Ward A', 'Ward B', 'Ward C', 'Ward D', 'Ward E'];

export default function ExportWithNonce() {
  return (
    <BarChartPro
      height={300}
      showToolbar
      xAxis={[{ scaleType: 'band', data: wards }]}
      yAxis={[{ width: 40 }]}
      series={[
        { data: [34, 28, 41, 22, 37], label: 'Beds in use' },
        { data: [6, 10, 3, 12, 5], label: 'Beds free' },
      ]}
      slotProps={{
        toolbar: {
          // The styles copied into the export frame get the nonce too.
          printOptions: { nonce: NONCE, fileName: 'bed-occupancy' },
          imageExportOptions: [
            { type: 'image/png', nonce: NONCE, fileName: 'bed-occupancy' },
          ],
        },
      }}
    />
  );
}
