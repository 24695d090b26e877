import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { days, levels, readings, formatDay } from '../data/riverData';

type Range = [number, number];

// Turns the brush, in SVG pixels, into two dates, and reports them while the reader drags.
function BrushReader({ onSelect }: { onSelect: (range: Range | null) => void }) {
  const brush = useBrush();
  const xScale = useXScale<'utc'>();
  const { left, width } = useDrawingArea();
  React.useEffect(() => {
    if (!brush) {
      return;
    }
    const clamp = (x: number) => Math.min(left + width, Math.max(left, x));
    const ends = [brush.start.x, brush.current.x].map((x) =>
      xScale.invert(clamp(x)).getTime(),
    );
    const [from, to] = [Math.min(...ends), Math.max(...ends)];
    // A drag shorter than a day clears the selection (a click that does not move starts no brush).
    onSelect(to - from < 86_400_000 ? null : [from, to]);
  }, [brush, xScale, left, width, onSelect]);
  return null;
}

// Keeps the selection visible once the brush is released.
function SelectedBand({ range }: { range: Range | null }) {
  const xScale = useXScale<'utc'>();
  const { top, height } = useDrawingArea();
  const theme = useTheme();
  if (!range) {
    return null;
  }
  const x1 = xScale(range[0]);
  return (
    <rect
      x={x1}
      y={top}
      width={xScale(range[1]) - x1}
      height={height}
      style={{ fill: (theme.vars ?? theme).palette.primary.main }}
      opacity={0.12}
      pointerEvents="none"
    />
  );
}

export default function BrushRangeReadout() {
  const [range, setRange] = React.useState<Range | null>(null);
  const selected = range
    ? readings
        .filter(({ day }) => day >= range[0] && day <= range[1])
        .map(({ level }) => level)
    : [];

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        brushConfig={{ enabled: true }}
        xAxis={[{ data: days, scaleType: 'utc', valueFormatter: formatDay }]}
        yAxis={[{ width: 48, label: 'cm' }]}
        series={[{ data: levels, label: 'River level', showMark: false }]}
      >
        <SelectedBand range={range} />
        <ChartsBrushOverlay />
        <BrushReader onSelect={setRange} />
      </LineChart>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
        {range && selected.length > 0
          ? `${formatDay(range[0])} to ${formatDay(range[1])}: ${selected.length} readings, highest ${Math.max(...selected)} cm, average ${Math.round(selected.reduce((sum, value) => sum + value, 0) / selected.length)} cm`
          : 'Drag across the chart to select a period.'}
      </Typography>
    </Stack>
  );
}
