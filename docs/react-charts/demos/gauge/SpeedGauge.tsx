import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function SpeedGauge() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [speed, setSpeed] = React.useState(95);
  const color = speed > 130 ? palette.error.main : palette.success.main;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Gauge
        height={200}
        value={speed}
        valueMax={180}
        startAngle={-110}
        endAngle={110}
        cornerRadius="50%"
        text={({ value }) => `${value} km/h`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22 },
          [`& .${gaugeClasses.valueArc}`]: { fill: color },
        }}
      />
      <Slider
        aria-label="Speed"
        value={speed}
        min={0}
        max={180}
        onChange={(_event, value) => setSpeed(value)}
        sx={{ maxWidth: 280 }}
      />
    </Stack>
  );
}
