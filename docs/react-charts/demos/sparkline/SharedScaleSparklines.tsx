import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Monthly rainfall (mm) in three towns over a year, and a shared reference: 60 mm.
const towns = [
  {
    name: 'Coastal town',
    data: [110, 95, 80, 62, 50, 38, 30, 35, 58, 96, 120, 118],
  },
  { name: 'Valley town', data: [60, 52, 55, 48, 58, 44, 40, 46, 50, 61, 66, 63] },
  { name: 'Desert town', data: [12, 10, 8, 5, 2, 0, 0, 1, 3, 6, 9, 14] },
];
const reference = 60;

export default function SharedScaleSparklines() {
  const [shared, setShared] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={shared}
            onChange={(event) => setShared(event.target.checked)}
          />
        }
        label="Same y range for every row (yAxis min 0, max 130)"
      />
      {towns.map((town) => (
        <Stack
          key={town.name}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ width: 110, flexShrink: 0 }}>
            {town.name}
          </Typography>
          <SparkLineChart
            data={town.data}
            height={50}
            area
            curve="monotoneX"
            yAxis={shared ? { min: 0, max: 130 } : undefined}
            showTooltip
            showHighlight
            valueFormatter={(value) => `${value} mm`}
          >
            <ChartsReferenceLine
              y={reference}
              lineStyle={{ strokeDasharray: '4 3', strokeWidth: 1 }}
            />
          </SparkLineChart>
          <Typography variant="body2" sx={{ width: 70, textAlign: 'right' }}>
            {town.data.reduce((sum, value) => sum + value, 0)} mm
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
