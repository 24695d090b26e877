import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';

type Sky = 'sun' | 'cloud' | 'rain';

// A week of forecasts: the sky of each day and its expected rainfall in mm.
const forecast: { day: string; sky: Sky; rain: number }[] = [
  { day: 'Mon', sky: 'sun', rain: 0 },
  { day: 'Tue', sky: 'cloud', rain: 1.2 },
  { day: 'Wed', sky: 'rain', rain: 8.5 },
  { day: 'Thu', sky: 'rain', rain: 12.1 },
  { day: 'Fri', sky: 'cloud', rain: 2.4 },
  { day: 'Sat', sky: 'sun', rain: 0.3 },
  { day: 'Sun', sky: 'sun', rain: 0 },
];

const skyOfDay = new Map(forecast.map((item) => [item.day, item.sky]));

function SkyIcon({ sky, x, y }: { sky: Sky; x: number; y: number }) {
  if (sky === 'sun') {
    return <circle cx={x} cy={y} r={6} fill="#f5a623" />;
  }
  if (sky === 'cloud') {
    return <ellipse cx={x} cy={y} rx={9} ry={5} fill="#9aa5b1" />;
  }
  return (
    <path
      d={`M${x} ${y - 7} L${x + 5} ${y + 2} A5 5 0 1 1 ${x - 5} ${y + 2} Z`}
      fill="#3b82f6"
    />
  );
}

// Draws the day as usual, with the icon of its sky below it.
function DayWithSky(props: ChartsTextProps) {
  const { x = 0, y = 0, text } = props;
  const sky = skyOfDay.get(text);
  return (
    <g>
      <ChartsText {...props} />
      {sky && <SkyIcon sky={sky} x={Number(x)} y={Number(y) + 26} />}
    </g>
  );
}

export default function TickLabelIcons() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: forecast.map((item) => item.day),
          // Room for the day and its icon.
          height: 48,
        },
      ]}
      yAxis={[{ label: 'Rain (mm)' }]}
      series={[{ data: forecast.map((item) => item.rain), label: 'Expected rain' }]}
      hideLegend
      // Every axis of the chart uses this slot: the value axis's numbers get no icon.
      slots={{ axisTickLabel: DayWithSky }}
    />
  );
}
