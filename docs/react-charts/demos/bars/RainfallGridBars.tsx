import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Rainfall measured by two weather stations, in millimetres.
const stations = [
  { label: 'Coast', data: [96, 71, 64, 52, 48, 39] },
  { label: 'Uplands', data: [131, 104, 97, 81, 74, 58] },
];

export default function RainfallGridBars() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="horizontal"
        />
        <FormControlLabel
          control={
            <Switch
              checked={vertical}
              onChange={(event) => setVertical(event.target.checked)}
            />
          }
          label="vertical"
        />
      </Stack>
      <BarChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 56 }]}
        series={stations.map((station) => ({
          ...station,
          valueFormatter: (value: number | null) => `${value} mm`,
        }))}
      />
    </Stack>
  );
}
