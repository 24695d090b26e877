import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
// Hours of volunteering at a food bank, by task.
const sorting = [46, 52, 38, 61];
const delivery = [30, 28, 35, 33];
const reception = [18, 22, 20, 24];

// Replaces the default legend: useLegend() gives each item's label and colour.
function LegendWithKeys() {
  const { items } = useLegend();
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ gridArea: 'legend', flexWrap: 'wrap', listStyle: 'none', m: 1, p: 0 }}
    >
      {items.map((item, index) => (
        <Stack
          component="li"
          key={item.seriesId}
          direction="row"
          spacing={1}
          alignItems="center"
        >
          <Typography
            component="span"
            variant="caption"
            sx={{
              bgcolor: item.color,
              color: '#fff',
              borderRadius: 1,
              px: 0.75,
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Typography>
          <Typography component="span" variant="body2">
            {item.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function CustomLegend() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ label: 'Hours' }]}
      series={[
        { data: sorting, label: 'Sorting', stack: 'hours' },
        { data: delivery, label: 'Delivery', stack: 'hours' },
        { data: reception, label: 'Reception', stack: 'hours' },
      ]}
      slots={{ legend: LegendWithKeys }}
    />
  );
}
