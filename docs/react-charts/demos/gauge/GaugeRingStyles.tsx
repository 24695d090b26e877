import * as React from 'react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Three daily goals of a fitness tracker.
export default function GaugeRingStyles() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 3 }}
    >
      <Gauge
        width={150}
        height={150}
        value={7840}
        valueMax={10000}
        innerRadius="85%"
        cornerRadius="50%"
        text={({ value }) => `${value} steps`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: palette.primary.main },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 14 },
        }}
      />
      <Gauge
        width={150}
        height={150}
        value={42}
        valueMax={60}
        innerRadius="60%"
        outerRadius="90%"
        cornerRadius={6}
        text={({ value, valueMax }) => `${value}/${valueMax} min`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: palette.success.main },
          [`& .${gaugeClasses.referenceArc}`]: {
            fill: palette.success.light,
            opacity: 0.3,
          },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 14 },
        }}
      />
      <Gauge
        width={150}
        height={150}
        value={1.6}
        valueMax={2.5}
        innerRadius="40%"
        text={({ value }) => `${value} L`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: palette.info.main },
          [`& .${gaugeClasses.valueText} text`]: {
            fill: palette.info.main,
            fontWeight: 700,
          },
        }}
      />
    </Stack>
  );
}
