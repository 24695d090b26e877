import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Live readings of a build server.
const readings = [
  { name: 'CPU', value: 71, max: 100, unit: '%' },
  { name: 'Memory', value: 23.5, max: 32, unit: 'GB' },
  { name: 'Disk', value: 410, max: 1000, unit: 'GB' },
];

// Two laptops scored out of 10 by a review site.
const metrics = ['Battery', 'Screen', 'Keyboard', 'Speed', 'Weight', 'Ports'];
const laptops = [
  { label: 'Aero 14', data: [9, 7, 6, 6, 9, 4] },
  { label: 'Forge 16', data: [5, 8, 8, 9, 4, 9] },
];

export default function TourGaugesAndRadar() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 3,
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography variant="subtitle2">Build server</Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-around', mt: 1 }}>
          {readings.map((reading) => (
            <Stack key={reading.name} sx={{ alignItems: 'center' }}>
              <Gauge
                width={110}
                height={110}
                value={reading.value}
                valueMax={reading.max}
                startAngle={-110}
                endAngle={110}
                innerRadius="78%"
                text={({ value }) => `${value}`}
              />
              <Typography variant="body2">{reading.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                of {reading.max} {reading.unit}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box>
        <Typography variant="subtitle2">Laptop review scores</Typography>
        <RadarChart
          height={300}
          radar={{ max: 10, metrics }}
          series={laptops.map((laptop) => ({ ...laptop, fillArea: true }))}
        />
      </Box>
    </Box>
  );
}
