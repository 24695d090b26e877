import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
// Sea surface temperature at a harbour, monthly average in °C.
const seaTemperature = [12.5, 15, 18.5, 21.5, 23, 20.5, 17];

export default function ColorLegendLayout() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={labelPosition}
        onChange={(_event, value: LabelPosition | null) => {
          if (value) setLabelPosition(value);
        }}
        aria-label="Label position"
      >
        <ToggleButton value="start">start</ToggleButton>
        <ToggleButton value="end">end</ToggleButton>
        <ToggleButton value="extremes">extremes</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 40,
            min: 10,
            max: 25,
            colorMap: {
              type: 'continuous',
              min: 10,
              max: 25,
              color: ['#6baed6', '#ef6548'],
            },
          },
        ]}
        series={[
          {
            data: seaTemperature,
            label: 'Sea temperature',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
            labelPosition,
            minLabel: '10 °C',
            maxLabel: '25 °C',
            sx: { height: 200, whiteSpace: 'nowrap' },
          },
        }}
      />
    </Stack>
  );
}
