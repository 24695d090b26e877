import * as React from 'react';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Loaves sold by a bakery; the last three months are a forecast.
const loaves = [3120, 2980, 3340, 3510, 3660, 3800, 3950, 4100];
const firstForecast = 5;

// Replaces the default bar: forecast months get a light fill and a dashed outline.
function ForecastBar(props: BarProps) {
  const {
    ownerState,
    id,
    dataIndex,
    color,
    xOrigin,
    yOrigin,
    layout,
    skipAnimation,
    x,
    y,
    width,
    height,
    ...other
  } = props;
  // useAnimateBar keeps the grow-in animation of the default bar.
  const animated = useAnimateBar({
    x,
    y,
    width,
    height,
    xOrigin,
    yOrigin,
    layout,
    skipAnimation,
  });
  const isForecast = dataIndex >= firstForecast;
  return (
    <rect
      {...other}
      {...animated}
      rx={4}
      fill={color}
      fillOpacity={isForecast ? 0.25 : 1}
      stroke={isForecast ? color : 'none'}
      strokeWidth={1.5}
      strokeDasharray={isForecast ? '5 3' : undefined}
      opacity={ownerState.isFaded ? 0.4 : 1}
    />
  );
}

export default function ForecastBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 48 }]}
      series={[{ data: loaves, label: 'Loaves sold' }]}
      slots={{ bar: ForecastBar }}
    />
  );
}
