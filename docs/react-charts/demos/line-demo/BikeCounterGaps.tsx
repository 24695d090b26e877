import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 21 }, (_, index) => index + 1);

// Bicycles counted per day on a riverside path in May. The counter was down for maintenance
// on days 6–8 and lost its connection on day 15: those days have no reading (null).
const bicycles = [
  1840,
  1925,
  2010,
  1760,
  1320,
  null,
  null,
  null,
  2150,
  2240,
  2085,
  1990,
  1480,
  1390,
  null,
  2260,
  2310,
  2195,
  2120,
  1650,
  1530,
];

export default function BikeCounterGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect across missing days"
      />
      <LineChart
        height={320}
        xAxis={[
          {
            data: days,
            scaleType: 'point',
            valueFormatter: (day: number) => `May ${day}`,
          },
        ]}
        yAxis={[{ width: 56, min: 0 }]}
        series={[
          {
            data: bicycles,
            label: 'Bicycles per day',
            connectNulls,
            valueFormatter: (value) =>
              value === null ? 'No reading' : value.toLocaleString('en-US'),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        margin={{ right: 24 }}
      />
    </Stack>
  );
}
