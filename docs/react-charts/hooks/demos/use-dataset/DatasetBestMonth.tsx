import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDataset, useXScale, useYScale } from '@mui/x-charts/hooks';

type EnergyRow = { month: string; solarKwh: number; sunnyDays: number };

const byYear: Record<string, EnergyRow[]> = {
  '2024': [
    { month: 'Apr', solarKwh: 412, sunnyDays: 11 },
    { month: 'May', solarKwh: 538, sunnyDays: 15 },
    { month: 'Jun', solarKwh: 601, sunnyDays: 18 },
    { month: 'Jul', solarKwh: 644, sunnyDays: 21 },
    { month: 'Aug', solarKwh: 587, sunnyDays: 17 },
    { month: 'Sep', solarKwh: 430, sunnyDays: 12 },
  ],
  '2025': [
    { month: 'Apr', solarKwh: 455, sunnyDays: 13 },
    { month: 'May', solarKwh: 671, sunnyDays: 22 },
    { month: 'Jun', solarKwh: 598, sunnyDays: 16 },
    { month: 'Jul', solarKwh: 563, sunnyDays: 14 },
    { month: 'Aug', solarKwh: 612, sunnyDays: 19 },
    { month: 'Sep', solarKwh: 471, sunnyDays: 13 },
  ],
};

// Finds the best month in whatever dataset the chart has now, with its unplotted sunnyDays.
function BestMonthMarker() {
  const rows = useDataset<EnergyRow[]>() ?? [];
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  if (rows.length === 0) {
    return null;
  }
  const best = rows.reduce((top, row) => (row.solarKwh > top.solarKwh ? row : top));
  const x = xScale(best.month);
  if (x === undefined) {
    return null;
  }
  const centre = x + xScale.bandwidth() / 2;
  const y = yScale(best.solarKwh);
  return (
    <g pointerEvents="none">
      <text
        x={centre}
        y={y - 24}
        textAnchor="middle"
        fontSize={12}
        fontWeight={600}
        style={{ fill: palette.text.primary }}
      >
        Best month
      </text>
      <text
        x={centre}
        y={y - 8}
        textAnchor="middle"
        fontSize={11}
        style={{ fill: palette.text.secondary }}
      >
        {best.sunnyDays} sunny days
      </text>
    </g>
  );
}

export default function DatasetBestMonth() {
  const [year, setYear] = React.useState('2025');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={year}
        onChange={(_event, value: string | null) => value && setYear(value)}
        aria-label="Year"
      >
        {Object.keys(byYear).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        dataset={byYear[year]}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 44, min: 0, max: 800 }]}
        series={[
          {
            dataKey: 'solarKwh',
            label: 'Rooftop solar output (kWh)',
            valueFormatter: (value) => `${value} kWh`,
          },
        ]}
      >
        <BestMonthMarker />
      </BarChart>
    </Stack>
  );
}
