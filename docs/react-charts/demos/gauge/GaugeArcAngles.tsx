import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// The same reading, a battery at 64%, on arcs of different lengths.
const arcs = [
  { name: 'Full circle', startAngle: 0, endAngle: 360 },
  { name: 'Half', startAngle: -90, endAngle: 90 },
  { name: 'Dial', startAngle: -120, endAngle: 120 },
  { name: 'Quarter', startAngle: 0, endAngle: 90 },
];

export default function GaugeArcAngles() {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
    >
      {arcs.map((arc) => (
        <Stack key={arc.name} sx={{ alignItems: 'center' }}>
          <Gauge
            width={140}
            height={140}
            value={64}
            startAngle={arc.startAngle}
            endAngle={arc.endAngle}
            text={({ value }) => `${value}%`}
          />
          <Typography variant="caption" color="text.secondary">
            {arc.name}: {arc.startAngle}° to {arc.endAngle}°
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
