import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { SeriesLegendItemContext } from '@mui/x-charts-pro/ChartsLegend';
import type { HighlightItemData } from '@mui/x-charts-pro/context';

// Visitors of a charity's appeal page during one campaign.
const steps = [
  { label: 'Read the appeal', value: 9000, labelMarkType: 'circle' },
  { label: 'Opened the form', value: 4200, labelMarkType: 'circle' },
  { label: 'Chose an amount', value: 2100, labelMarkType: 'circle' },
  { label: 'Donated', value: 1500, labelMarkType: 'square' },
] as const;

const seriesId = 'appeal';

export default function DonationLegendFunnel() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );
  const step =
    highlighted?.dataIndex === undefined ? undefined : steps[highlighted.dataIndex];

  return (
    <Stack spacing={1}>
      <FunnelChart
        height={300}
        series={[
          {
            id: seriesId,
            data: steps,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        slotProps={{
          legend: {
            position: { vertical: 'middle', horizontal: 'end' },
            direction: 'vertical',
            onItemClick: (_event: React.MouseEvent, item: SeriesLegendItemContext) =>
              setHighlighted({ seriesId: item.seriesId, dataIndex: item.dataIndex }),
          },
        }}
      />
      <Typography variant="body2" sx={{ px: 1 }}>
        {step
          ? `${step.label}: ${step.value.toLocaleString('en-US')} visitors`
          : 'Click a legend entry or hover a section.'}
      </Typography>
    </Stack>
  );
}
