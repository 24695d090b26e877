import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

export default function ApiRefExportButtons() {
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'members' })
          }
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'members' })}
        >
          Print or save as PDF
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: [120, 180, 260, 310, 405, 470], label: 'Members' }]}
      />
    </Stack>
  );
}
