import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['18–29', '30–39', '40–49', '50–59', '60+'];

// Finishers of a city marathon per age group.
const finishers = [2140, 3870, 3315, 1980, 640];

export default function BarLabelPlacement() {
  const [placement, setPlacement] = React.useState<'center' | 'outside'>('center');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: 'center' | 'outside' | null) => {
          if (value !== null) {
            setPlacement(value);
          }
        }}
        aria-label="barLabelPlacement"
      >
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="outside">outside</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: ageGroups, label: 'Age group', height: 56 },
        ]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            data: finishers,
            label: 'Finishers',
            barLabelPlacement: placement,
            // Inside the bar, skip the label when the bar is too short to hold it.
            barLabel: (item, context) =>
              item.value === null ||
              (placement === 'center' && context.bar.height < 24)
                ? null
                : `${(item.value / 1000).toFixed(1)}k`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
