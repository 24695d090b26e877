import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const teams = ['Platform', 'Mobile', 'Web', 'Data'];

export default function TooltipTriggerSwitch() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="tooltip-trigger-label">Tooltip trigger</FormLabel>
        <ToggleButtonGroup
          aria-labelledby="tooltip-trigger-label"
          size="small"
          exclusive
          value={trigger}
          onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        >
          <ToggleButton value="axis">axis</ToggleButton>
          <ToggleButton value="item">item</ToggleButton>
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
      <BarChart
        height={300}
        xAxis={[{ data: teams }]}
        series={[
          { data: [14, 9, 17, 6], label: 'Features shipped' },
          { data: [5, 8, 4, 3], label: 'Bugs fixed' },
          { data: [2, 1, 3, 0], label: 'Incidents' },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
