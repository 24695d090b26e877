import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Price of a monthly ferry pass, changed a few times during the year.
const passPrice = [42, 42, 45, 45, 45, 49, 49, 44];

export default function StrictStepLine() {
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={strictStepCurve}
            onChange={(event) => setStrictStepCurve(event.target.checked)}
          />
        }
        label="strictStepCurve"
      />
      <LineChart
        height={280}
        grid={{ vertical: true }}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 48, min: 35 }]}
        series={[
          {
            data: passPrice,
            label: 'Pass price',
            curve: 'step',
            area: true,
            baseline: 'min',
            strictStepCurve,
            valueFormatter: (value) => `€${value}`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
