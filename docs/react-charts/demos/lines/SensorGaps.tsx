import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);

// Fine dust (PM2.5, µg/m³) measured by a street sensor every two hours.
// The sensor was offline at 8:00 and from 16:00 to 18:00: those readings are null.
const readings = [9, 11, 14, 22, null, 19, 15, 13, null, null, 24, 18, 12];

export default function SensorGaps() {
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
        label="connectNulls"
      />
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ label: 'PM2.5 (µg/m³)', width: 64 }]}
        series={[
          {
            data: readings,
            label: 'PM2.5',
            area: true,
            connectNulls,
            valueFormatter: (value) =>
              value === null ? 'no reading' : `${value} µg/m³`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
