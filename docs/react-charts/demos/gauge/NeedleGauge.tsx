import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function Needle() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();

  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, 0 at the top, growing clockwise.
  const length = outerRadius * 0.9;
  const tip = {
    x: cx + length * Math.sin(valueAngle),
    y: cy - length * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} style={{ fill: palette.text.primary }} />
      <path
        d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`}
        style={{ stroke: palette.text.primary }}
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}

export default function NeedleGauge() {
  // Humidity in a greenhouse, in %.
  const [humidity, setHumidity] = React.useState(68);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <GaugeContainer
        width={240}
        height={160}
        value={humidity}
        startAngle={-100}
        endAngle={100}
        innerRadius="75%"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Needle />
      </GaugeContainer>
      <Typography variant="h6">{humidity}% humidity</Typography>
      <Slider
        aria-label="Humidity"
        value={humidity}
        onChange={(_event, value) => setHumidity(value)}
        sx={{ maxWidth: 240 }}
      />
    </Stack>
  );
}
