import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, index) => index);

// Electricity demand of a regional grid over one day, in gigawatts: measured until 14:00,
// forecast afterwards with a range that widens the further ahead it looks.
const measured = [
  5.1,
  4.8,
  4.6,
  4.5,
  4.6,
  5.0,
  5.9,
  6.8,
  7.3,
  7.4,
  7.3,
  7.2,
  7.1,
  7.0,
  6.9,
  ...Array<null>(9).fill(null),
];
const forecast: (number | null)[] = [
  ...Array<null>(14).fill(null),
  6.9,
  7.0,
  7.3,
  7.8,
  8.2,
  8.0,
  7.4,
  6.6,
  5.9,
  5.4,
];
const spread = forecast.map((value, hour) =>
  value === null ? null : Number((0.12 * (hour - 14)).toFixed(2)),
);
const low = forecast.map((value, hour) =>
  value === null ? null : Number((value - (spread[hour] ?? 0)).toFixed(2)),
);
// The band series is stacked on top of `low`, so its data is the height of the band.
const bandHeight = spread.map((value) => (value === null ? null : value * 2));

// Returning null leaves the series out of the tooltip at hours where it has no value.
const gigawatts = (value: number | null) =>
  value === null ? null : `${value.toFixed(1)} GW`;

export default function DemandForecastBand() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <LineChart
      height={360}
      xAxis={[
        {
          data: hours,
          scaleType: 'point',
          valueFormatter: (hour: number) => `${hour}:00`,
        },
      ]}
      yAxis={[
        { width: 48, min: 3, valueFormatter: (value: number) => `${value} GW` },
      ]}
      series={[
        {
          id: 'low',
          data: low,
          stack: 'band',
          showMark: false,
          disableHighlight: true,
          color: palette.secondary.main,
          // No label and a null value: the series stays out of the legend and the tooltip.
          valueFormatter: () => null,
        },
        {
          id: 'band',
          data: bandHeight,
          stack: 'band',
          area: true,
          showMark: false,
          disableHighlight: true,
          color: palette.secondary.main,
          label: 'Forecast range',
          labelMarkType: 'square',
          // The tooltip shows the range, not the height of the band.
          valueFormatter: (value, { dataIndex }) => {
            const bottom = low[dataIndex];
            if (value === null || bottom == null) {
              return null;
            }
            return `${bottom.toFixed(1)}–${(bottom + value).toFixed(1)} GW`;
          },
        },
        {
          id: 'forecast',
          data: forecast,
          showMark: false,
          color: palette.secondary.main,
          label: 'Forecast',
          valueFormatter: gigawatts,
        },
        {
          id: 'measured',
          data: measured,
          showMark: false,
          color: palette.primary.main,
          label: 'Measured',
          valueFormatter: gigawatts,
        },
      ]}
      grid={{ horizontal: true }}
      sx={{
        [`& .${lineClasses.area}[data-series="band"]`]: { fillOpacity: 0.2 },
        [`& .${lineClasses.line}[data-series="band"], & .${lineClasses.line}[data-series="low"]`]:
          { display: 'none' },
        [`& .${lineClasses.line}[data-series="forecast"]`]: {
          strokeDasharray: '6 4',
        },
      }}
    />
  );
}
