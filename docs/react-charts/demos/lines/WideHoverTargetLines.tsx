import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  AnimatedLine,
  LineChart,
  lineClasses,
  type AnimatedLineProps,
} from '@mui/x-charts/LineChart';

const hours = ['0:00', '3:00', '6:00', '9:00', '12:00', '15:00', '18:00', '21:00'];

// Water level at three gauges of one river, in metres, over a day of rain.
const gauges = [
  { label: 'Upstream', data: [1.2, 1.3, 1.6, 2.1, 2.4, 2.3, 2.0, 1.7] },
  { label: 'Town bridge', data: [1.0, 1.1, 1.3, 1.7, 2.2, 2.5, 2.4, 2.1] },
  { label: 'Estuary', data: [0.9, 0.9, 1.0, 1.3, 1.7, 2.1, 2.3, 2.2] },
];

// Draws the line as usual, then an invisible copy 16 px wide that receives
// the pointer: hovering near the line counts as hovering it.
function LineWithWideTarget(props: AnimatedLineProps) {
  const { d, onPointerEnter, onPointerLeave, onPointerDown, onClick } = props;
  return (
    <React.Fragment>
      <AnimatedLine {...props} />
      <path
        d={d}
        fill="none"
        stroke="transparent"
        strokeWidth={16}
        pointerEvents="stroke"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={onPointerDown}
        onClick={onClick}
      />
    </React.Fragment>
  );
}

export default function WideHoverTargetLines() {
  const [wideTarget, setWideTarget] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={wideTarget}
            onChange={(event) => setWideTarget(event.target.checked)}
          />
        }
        label="Wide hover target"
      />
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ label: 'Water level (m)', width: 56 }]}
        series={gauges.map((gauge) => ({
          ...gauge,
          showMark: false,
          highlightScope: { highlight: 'series', fade: 'global' },
          valueFormatter: (value: number | null) => `${value} m`,
        }))}
        slots={wideTarget ? { line: LineWithWideTarget } : undefined}
        sx={{ [`& .${lineClasses.line}`]: { strokeWidth: 1.5 } }}
      />
    </Stack>
  );
}
