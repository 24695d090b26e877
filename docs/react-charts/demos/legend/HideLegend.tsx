import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
// Loans at a small library branch, by kind of item.
const books = [312, 298, 341, 326];
const audiobooks = [84, 91, 88, 102];
const films = [57, 49, 63, 71];

export default function HideLegend() {
  const [hideLegend, setHideLegend] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={hideLegend}
            onChange={(event) => setHideLegend(event.target.checked)}
          />
        }
        label="hideLegend"
      />
      <BarChart
        height={300}
        hideLegend={hideLegend}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={[
          { data: books, label: 'Books', stack: 'loans' },
          { data: audiobooks, label: 'Audiobooks', stack: 'loans' },
          { data: films, label: 'Films', stack: 'loans' },
        ]}
      />
    </Stack>
  );
}
