import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Visitors of a museum on each of 120 days: weekly rhythm, a school-holiday bump.
const days = Array.from({ length: 120 }, (_, index) => index + 1);
const visitors = days.map((day) => {
  const weekend = day % 7 === 5 || day % 7 === 6 ? 380 : 0;
  const holidays = day >= 70 && day <= 84 ? 450 : 0;
  return Math.round(900 + weekend + holidays + 60 * Math.sin(day / 9));
});

const periods = [
  { label: 'Last 2 weeks', start: 100 - (14 / 120) * 100, end: 100 },
  { label: 'Holidays', start: (68 / 120) * 100, end: (86 / 120) * 100 },
  { label: 'Everything', start: 0, end: 100 },
];

export default function ZoomApiButtons() {
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {periods.map(({ label, start, end }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            // setAxisZoomData comes from the zoom plugin: start and end are percentages of the axis.
            onClick={() =>
              apiRef.current?.setAxisZoomData('day', { axisId: 'day', start, end })
            }
          >
            {label}
          </Button>
        ))}
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[
          {
            id: 'day',
            data: days,
            label: 'Day of the season',
            zoom: true,
            height: 56,
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[{ data: visitors, label: 'Visitors', showMark: false }]}
      />
    </Stack>
  );
}
