import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

const platforms = ['iOS', 'Android', 'Web', 'Desktop'];
const crashes = [12, 27, 8, 4];
const total = crashes.reduce((sum, value) => sum + value, 0);

export default function SyncedTooltips() {
  // The platform under the pointer in either chart, shared by both.
  const [platformIndex, setPlatformIndex] = React.useState<number | null>(null);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <BarChart
        height={260}
        xAxis={[{ data: platforms }]}
        yAxis={[{ width: 40 }]}
        series={[{ id: 'crashes', data: crashes, label: 'Crashes this week' }]}
        hideLegend
        slotProps={{ tooltip: { trigger: 'item' } }}
        tooltipItem={
          platformIndex === null
            ? null
            : { type: 'bar', seriesId: 'crashes', dataIndex: platformIndex }
        }
        onTooltipItemChange={(item) => setPlatformIndex(item?.dataIndex ?? null)}
        sx={{ flex: 1 }}
      />
      <PieChart
        height={260}
        series={[
          {
            id: 'share',
            data: platforms.map((platform, index) => ({
              id: platform,
              label: platform,
              value: crashes[index] ?? 0,
            })),
            valueFormatter: (item) =>
              `${Math.round((item.value / total) * 100)} % of all crashes`,
            innerRadius: 40,
          },
        ]}
        hideLegend
        tooltipItem={
          platformIndex === null
            ? null
            : { type: 'pie', seriesId: 'share', dataIndex: platformIndex }
        }
        onTooltipItemChange={(item) => setPlatformIndex(item?.dataIndex ?? null)}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
