import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

type Placement = 'right' | 'bottom';

// Time spent on a project, in hours, by kind of work.
const hours = [
  { value: 42, label: 'Design' },
  { value: 118, label: 'Development' },
  { value: 36, label: 'Testing' },
  { value: 18, label: 'Meetings' },
];

export default function LegendPlacementPie() {
  const [placement, setPlacement] = React.useState<Placement>('right');

  const legend =
    placement === 'right'
      ? {
          direction: 'vertical' as const,
          position: { vertical: 'middle' as const, horizontal: 'end' as const },
        }
      : {
          direction: 'horizontal' as const,
          position: { vertical: 'bottom' as const, horizontal: 'center' as const },
        };

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="legend-placement-label">Legend placement</FormLabel>
        <ToggleButtonGroup
          aria-labelledby="legend-placement-label"
          size="small"
          exclusive
          value={placement}
          onChange={(_event, value: Placement | null) =>
            value && setPlacement(value)
          }
        >
          <ToggleButton value="right">Side</ToggleButton>
          <ToggleButton value="bottom">Below</ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
      <PieChart
        height={280}
        series={[
          {
            data: hours,
            innerRadius: 40,
            valueFormatter: (item) => `${item.value} h`,
          },
        ]}
        slotProps={{ legend }}
      />
    </Stack>
  );
}
