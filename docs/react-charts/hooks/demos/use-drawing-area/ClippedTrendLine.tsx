import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import {
  useChartId,
  useDrawingArea,
  useScatterSeries,
  useXScale,
  useYScale,
} from '@mui/x-charts/hooks';

// Floor area (m²) and monthly rent (€) of flats listed in one district.
const flats = [
  { id: 0, x: 34, y: 690 },
  { id: 1, x: 41, y: 780 },
  { id: 2, x: 45, y: 905 },
  { id: 3, x: 52, y: 940 },
  { id: 4, x: 58, y: 1110 },
  { id: 5, x: 63, y: 1090 },
  { id: 6, x: 70, y: 1320 },
  { id: 7, x: 76, y: 1365 },
  { id: 8, x: 83, y: 1540 },
  { id: 9, x: 91, y: 1610 },
  { id: 10, x: 98, y: 1820 },
  { id: 11, x: 105, y: 1890 },
];

// A least-squares line drawn far past both ends, then clipped to the drawing area.
function TrendLine({ seriesId }: { seriesId: string }) {
  const series = useScatterSeries(seriesId);
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  const chartId = useChartId();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  if (!series || series.data.length < 2) {
    return null;
  }
  const n = series.data.length;
  const meanX = series.data.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = series.data.reduce((sum, point) => sum + point.y, 0) / n;
  const slope =
    series.data.reduce(
      (sum, point) => sum + (point.x - meanX) * (point.y - meanY),
      0,
    ) / series.data.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  const lineAt = (x: number) => meanY + slope * (x - meanX);
  const clipId = `${chartId}-trend-clip`;
  return (
    <g pointerEvents="none">
      <clipPath id={clipId}>
        <rect x={left} y={top} width={width} height={height} />
      </clipPath>
      <line
        clipPath={`url(#${clipId})`}
        x1={xScale(0)}
        y1={yScale(lineAt(0))}
        x2={xScale(200)}
        y2={yScale(lineAt(200))}
        style={{ stroke: palette.text.secondary }}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text
        x={left + width - 4}
        y={top + height - 8}
        textAnchor="end"
        fontSize={12}
        style={{ fill: palette.text.secondary }}
      >
        Trend: +€{Math.round(slope)} per m²
      </text>
    </g>
  );
}

export default function ClippedTrendLine() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ min: 30, max: 110, label: 'Floor area (m²)', height: 56 }]}
      yAxis={[{ min: 500, max: 2000, width: 80, label: 'Rent (€/month)' }]}
      series={[
        {
          id: 'flats',
          data: flats,
          label: 'Flats for rent',
          valueFormatter: (point) => point && `${point.x} m², €${point.y}`,
        },
      ]}
    >
      <TrendLine seriesId="flats" />
    </ScatterChart>
  );
}
