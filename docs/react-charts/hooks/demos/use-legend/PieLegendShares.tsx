import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { PiePlot } from '@mui/x-charts/PieChart';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useLegend, usePieSeries } from '@mui/x-charts/hooks';

const budget = [
  { id: 'rent', value: 1150, label: 'Rent' },
  { id: 'food', value: 420, label: 'Groceries' },
  { id: 'transport', value: 160, label: 'Transport' },
  { id: 'savings', value: 350, label: 'Savings' },
  { id: 'other', value: 220, label: 'Everything else' },
];

// Pie legend items carry a dataIndex: use it to read each slice's value from the series.
function ShareLegend() {
  const { items } = useLegend();
  const [pie] = usePieSeries();
  const total = pie ? pie.data.reduce((sum, slice) => sum + slice.value, 0) : 0;
  return (
    <Stack spacing={1} sx={{ minWidth: 200 }}>
      {items.map((item) => {
        const value =
          item.dataIndex === undefined ? 0 : (pie?.data[item.dataIndex]?.value ?? 0);
        return (
          <Stack
            key={item.label}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: item.color,
              }}
            />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {total > 0 ? Math.round((value / total) * 100) : 0}%
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function PieLegendShares() {
  return (
    <ChartsDataProvider
      width={240}
      height={240}
      series={[{ type: 'pie', data: budget, innerRadius: 50, paddingAngle: 1 }]}
    >
      <Stack
        direction="row"
        spacing={4}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
        <ShareLegend />
      </Stack>
      {/* A pie has no axis: its tooltip follows the item under the pointer. */}
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}
