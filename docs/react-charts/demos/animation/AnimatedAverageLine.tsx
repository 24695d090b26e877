import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Parcels delivered per weekday for four consecutive weeks.
const weeks = [
  [32, 41, 38, 45, 29],
  [18, 22, 25, 20, 19],
  [40, 33, 30, 48, 42],
  [25, 45, 41, 34, 38],
];

const average = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

interface LineProps {
  y: number;
}

// A dashed line at the week's average that glides to its new height, as the bars do.
function AverageLine({ value, skip }: { value: number; skip: boolean }) {
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();

  const animated = useAnimate<LineProps, SVGGElement, { transform: string }>(
    { y: yScale(value) },
    {
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: ({ y }) => ({ transform: `translate(0, ${y})` }),
      // Runs on every frame, outside React: the component does not render again.
      applyProps: (element, { transform }) => {
        element.setAttribute('transform', transform);
      },
      skip,
    },
  );

  return (
    <g {...animated} data-average-line>
      <line
        x1={left}
        x2={left + width}
        stroke="currentColor"
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text
        x={left + width}
        y={-6}
        textAnchor="end"
        fontSize={12}
        fill="currentColor"
      >
        Average {value.toFixed(1)}
      </text>
    </g>
  );
}

export default function AnimatedAverageLine() {
  const [week, setWeek] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const deliveries = weeks[week] ?? [];
  // The chart skips its own animations for readers who asked for reduced motion; the line does too.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          onClick={() => setWeek((current) => (current + 1) % weeks.length)}
        >
          Next week
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ min: 0, max: 50, width: 40 }]}
        series={[{ data: deliveries, label: `Parcels, week ${week + 1}` }]}
      >
        <AverageLine
          value={average(deliveries)}
          skip={skipAnimation || reduceMotion}
        />
      </BarChart>
    </Stack>
  );
}
