import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

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

// Monthly energy production of a house, in kWh, by source.
const solar = [52, 88, 160, 245, 320, 355, 370, 330, 240, 150, 70, 45];
const wind = [210, 190, 170, 120, 95, 80, 75, 85, 120, 160, 205, 230];
const grid = [320, 280, 210, 150, 90, 60, 55, 70, 130, 220, 300, 340];

const series = [
  { id: 'solar', data: solar, label: 'Solar' },
  { id: 'wind', data: wind, label: 'Wind' },
  { id: 'grid', data: grid, label: 'Grid' },
];

export default function ToggleSeriesLegend() {
  const [hiddenItems, setHiddenItems] = React.useState<
    VisibilityIdentifier<'line'>[]
  >([{ type: 'line', seriesId: 'grid' }]);

  const hiddenLabels = series
    .filter((item) => hiddenItems.some((hidden) => hidden.seriesId === item.id))
    .map((item) => item.label);

  return (
    <Stack spacing={1}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'kWh', width: 56 }]}
        series={series}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
      <Typography variant="body2" color="text.secondary">
        Hidden series: {hiddenLabels.length > 0 ? hiddenLabels.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
