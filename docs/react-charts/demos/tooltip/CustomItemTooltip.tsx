import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsTooltipContainer,
  type ChartsTooltipProps,
  useItemTooltip,
} from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Loaves sold by a bakery each month, and the bread that sold best.
const loaves = [1840, 1725, 2010, 2230, 2395, 2160];
const bestSeller = ['Rye', 'Rye', 'Sourdough', 'Sourdough', 'Baguette', 'Focaccia'];

function BakeryTooltip(props: ChartsTooltipProps) {
  const tooltip = useItemTooltip<'bar'>();

  return (
    <ChartsTooltipContainer {...props}>
      {tooltip && (
        <Paper
          elevation={3}
          sx={{ px: 1.5, py: 1, borderLeft: 4, borderColor: tooltip.color }}
        >
          <Typography variant="subtitle2">
            {months[tooltip.identifier.dataIndex]}: {tooltip.formattedValue}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Best seller: {bestSeller[tooltip.identifier.dataIndex]}
          </Typography>
        </Paper>
      )}
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: months }]}
      yAxis={[{ width: 56 }]}
      series={[
        {
          data: loaves,
          label: 'Loaves sold',
          valueFormatter: (value) => `${value?.toLocaleString('en-US')} loaves`,
        },
      ]}
      slots={{ tooltip: BakeryTooltip }}
      slotProps={{ tooltip: { trigger: 'item' } }}
      hideLegend
    />
  );
}
