import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Height and weight of the players of an amateur basketball club.
const players = [
  { id: 1, x: 178, y: 74 },
  { id: 2, x: 183, y: 80 },
  { id: 3, x: 191, y: 88 },
  { id: 4, x: 186, y: 79 },
  { id: 5, x: 195, y: 94 },
  { id: 6, x: 175, y: 70 },
  { id: 7, x: 200, y: 98 },
  { id: 8, x: 188, y: 85 },
  { id: 9, x: 181, y: 76 },
  { id: 10, x: 193, y: 90 },
];

export default function AxisRendering() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [tickSize, setTickSize] = React.useState(6);
  const [offset, setOffset] = React.useState(0);

  const axisOptions = { disableLine, disableTicks, tickSize, offset };

  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableLine}
              onChange={(event) => setDisableLine(event.target.checked)}
            />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableTicks}
              onChange={(event) => setDisableTicks(event.target.checked)}
            />
          }
          label="disableTicks"
        />
        <Box sx={{ width: 160 }}>
          <Typography id="axis-tick-size" variant="body2">
            tickSize: {tickSize}
          </Typography>
          <Slider
            aria-labelledby="axis-tick-size"
            size="small"
            min={0}
            max={16}
            value={tickSize}
            onChange={(_event, value) => setTickSize(value)}
          />
        </Box>
        <Box sx={{ width: 160 }}>
          <Typography id="axis-offset" variant="body2">
            offset: {offset}
          </Typography>
          <Slider
            aria-labelledby="axis-offset"
            size="small"
            min={0}
            max={16}
            value={offset}
            onChange={(_event, value) => setOffset(value)}
          />
        </Box>
      </Box>
      <ScatterChart
        height={320}
        xAxis={[
          { label: 'Height (cm)', min: 170, max: 205, height: 72, ...axisOptions },
        ]}
        yAxis={[
          { label: 'Weight (kg)', min: 65, max: 100, width: 72, ...axisOptions },
        ]}
        series={[{ data: players, label: 'Players' }]}
        hideLegend
      />
    </Stack>
  );
}
