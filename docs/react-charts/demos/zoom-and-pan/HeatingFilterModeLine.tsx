import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A house's daily gas use for heating over a year, in kWh: high in winter, near zero
// in summer, when only the hot water needs gas.
const days = Array.from({ length: 365 }, (_, index) => index + 1);
const gas = days.map((day) => {
  const winter = Math.cos(((day - 15) / 365) * 2 * Math.PI);
  return Math.round(Math.max(4, 38 + 34 * winter) + ((day * 13) % 5));
});

type FilterMode = 'keep' | 'discard';

export default function HeatingFilterModeLine() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_event, value: FilterMode | null) =>
          value && setFilterMode(value)
        }
        aria-label="Filter mode"
      >
        <ToggleButton value="discard">discard</ToggleButton>
        <ToggleButton value="keep">keep</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        skipAnimation
        xAxis={[
          {
            id: 'days',
            data: days,
            label: 'Day of the year',
            height: 56,
            // The axis ends on the first and last day, so zoom percentages count days.
            domainLimit: 'strict',
            zoom: { filterMode, slider: { enabled: true } },
          },
        ]}
        yAxis={[{ width: 48, label: 'kWh' }]}
        series={[{ data: gas, label: 'Gas for heating', showMark: false }]}
        // June to August: the summer months.
        initialZoom={[{ axisId: 'days', start: 42, end: 66 }]}
        hideLegend
      />
    </Stack>
  );
}
