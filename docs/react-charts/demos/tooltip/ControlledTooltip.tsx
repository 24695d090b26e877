import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';

const platforms = ['iOS', 'Android', 'Web', 'Desktop'];
const crashes = [12, 27, 8, 4];

export default function ControlledTooltip() {
  const [tooltipItem, setTooltipItem] = React.useState<BarItemIdentifier | null>(
    null,
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {platforms.map((platform, index) => (
          <Button
            key={platform}
            size="small"
            variant={tooltipItem?.dataIndex === index ? 'contained' : 'outlined'}
            onClick={() =>
              setTooltipItem({ type: 'bar', seriesId: 'crashes', dataIndex: index })
            }
          >
            {platform}
          </Button>
        ))}
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Close
        </Button>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ data: platforms }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            id: 'crashes',
            data: crashes,
            label: 'Crashes this week',
            valueFormatter: (value) => `${value} crashes`,
          },
        ]}
        tooltipItem={tooltipItem}
        onTooltipItemChange={(item) => setTooltipItem(item)}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
      <Typography variant="body2" color="text.secondary">
        Tooltip on: {tooltipItem ? platforms[tooltipItem.dataIndex] : 'nothing'}
      </Typography>
    </Stack>
  );
}
