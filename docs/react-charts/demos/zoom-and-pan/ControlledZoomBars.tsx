import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const tickets = [320, 280, 350, 410, 390, 450, 300, 260, 420, 480, 510, 390];

const presets: { label: string; start: number; end: number }[] = [
  { label: 'Whole year', start: 0, end: 100 },
  { label: 'First half', start: 0, end: 50 },
  { label: 'Last quarter', start: 75, end: 100 },
];

export default function ControlledZoomBars() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'months', start: 0, end: 100 },
  ]);
  const current = zoomData[0];

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() =>
              setZoomData([
                { axisId: 'months', start: preset.start, end: preset.end },
              ])
            }
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <BarChartPro
        height={300}
        skipAnimation
        xAxis={[{ id: 'months', data: months, zoom: true }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: tickets, label: 'Support tickets' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Typography variant="body2" color="text.secondary">
        Visible range:{' '}
        {current
          ? `${Math.round(current.start)}% to ${Math.round(current.end)}%`
          : 'all'}
      </Typography>
    </Stack>
  );
}
