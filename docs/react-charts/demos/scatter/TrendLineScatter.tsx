import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Daily highs (°C) and ice creams sold by a beach kiosk over two weeks.
const days: ScatterValueType[] = [
  [18, 64],
  [19, 80],
  [21, 95],
  [22, 88],
  [23, 121],
  [24, 118],
  [25, 140],
  [26, 131],
  [27, 162],
  [28, 150],
  [29, 171],
  [30, 190],
  [31, 184],
  [33, 215],
].map(([x, y], index) => ({ id: index, x: x ?? 0, y: y ?? 0 }));

// Least-squares line through the points: sales = slope × temperature + intercept.
const count = days.length;
const meanX = days.reduce((sum, day) => sum + day.x, 0) / count;
const meanY = days.reduce((sum, day) => sum + day.y, 0) / count;
const slope =
  days.reduce((sum, day) => sum + (day.x - meanX) * (day.y - meanY), 0) /
  days.reduce((sum, day) => sum + (day.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

const temperatures = days.map((day) => day.x);
const lineEnds = [Math.min(...temperatures), Math.max(...temperatures)];

export default function TrendLineScatter() {
  return (
    <Stack spacing={1}>
      <ChartsContainer
        height={320}
        xAxis={[{ data: lineEnds, label: 'Daily high (°C)', height: 56 }]}
        yAxis={[{ label: 'Ice creams sold', width: 64 }]}
        series={[
          {
            type: 'scatter',
            data: days,
            label: 'Days',
            valueFormatter: (day) => day && `${day.x} °C: ${day.y} sold`,
          },
          {
            type: 'line',
            data: lineEnds.map((x) => Math.round(slope * x + intercept)),
            label: 'Trend',
            showMark: false,
          },
        ]}
      >
        <ChartsGrid horizontal />
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip trigger="item" />
      </ChartsContainer>
      <Typography variant="body2">
        Trend: {slope.toFixed(1)} more ice creams for each extra degree.
      </Typography>
    </Stack>
  );
}
