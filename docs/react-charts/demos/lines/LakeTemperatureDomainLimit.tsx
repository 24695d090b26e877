import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// The water temperature of a swimming lake at noon on each day of July, in °C.
const days = Array.from({ length: 31 }, (_, index) => index + 1);
const temperatures = days.map(
  (day) =>
    Math.round((21.5 + 2.6 * Math.sin(day / 5) + ((day * 7) % 4) / 10) * 10) / 10,
);

type DomainLimit = 'nice' | 'strict';

export default function LakeTemperatureDomainLimit() {
  const [domainLimit, setDomainLimit] = React.useState<DomainLimit>('strict');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={domainLimit}
        onChange={(_event, value: DomainLimit | null) =>
          value && setDomainLimit(value)
        }
        aria-label="Domain limit of the x-axis"
      >
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="nice">nice</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: days, domainLimit, label: 'Day of July', height: 48 }]}
        yAxis={[
          {
            width: 48,
            // One degree of room above and below the data, on whole degrees.
            domainLimit: (min, max) => ({
              min: Math.floor(min) - 1,
              max: Math.ceil(max) + 1,
            }),
            valueFormatter: (value: number) => `${value} °C`,
          },
        ]}
        series={[
          {
            data: temperatures,
            label: 'Water at noon',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
