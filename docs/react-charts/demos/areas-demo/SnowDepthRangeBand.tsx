import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

// Snow depth at a ski station's weather post (cm), measured every second Monday from
// 1 December to 20 April: the lowest and highest values of winters 2000–2024, their
// median, and the 2025–26 season.
const dates = [
  '1 Dec',
  '15 Dec',
  '29 Dec',
  '12 Jan',
  '26 Jan',
  '9 Feb',
  '23 Feb',
  '9 Mar',
  '23 Mar',
  '6 Apr',
  '20 Apr',
];
const lowest = [0, 4, 12, 20, 28, 35, 38, 36, 25, 8, 0];
const highest = [48, 86, 121, 152, 176, 198, 214, 220, 205, 168, 112];
const median = [14, 32, 55, 74, 92, 108, 117, 119, 102, 66, 28];
const season = [22, 41, 38, 18, 61, 74, 128, 231, 214, 150, 84];

const cm = (value: number | null) => (value === null ? null : `${value} cm`);

export default function SnowDepthRangeBand() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: dates }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `${value} cm` }]}
      series={[
        {
          // The invisible floor of the band: no label, and a null tooltip value.
          id: 'lowest',
          data: lowest,
          stack: 'range',
          area: true,
          showMark: false,
          disableHighlight: true,
          valueFormatter: () => null,
        },
        {
          // The band itself: the distance from the lowest to the highest value.
          id: 'range',
          data: highest.map((value, index) => value - (lowest[index] ?? 0)),
          stack: 'range',
          area: true,
          showMark: false,
          disableHighlight: true,
          label: 'Range 2000–2024',
          color: '#b3e5fc',
          valueFormatter: (_, { dataIndex }) =>
            `${lowest[dataIndex]}–${highest[dataIndex]} cm`,
        },
        {
          id: 'median',
          data: median,
          label: 'Median 2000–2024',
          color: '#0288d1',
          showMark: false,
          valueFormatter: cm,
        },
        {
          id: 'season',
          data: season,
          label: 'Season 2025–26',
          color: '#c2185b',
          // Mark only the readings outside the historical range.
          showMark: ({ index, value }) =>
            value < (lowest[index] ?? 0) || value > (highest[index] ?? Infinity),
          valueFormatter: cm,
        },
      ]}
      grid={{ horizontal: true }}
      sx={{
        [`& .${lineClasses.area}[data-series="lowest"]`]: { fill: 'transparent' },
        [`& .${lineClasses.line}[data-series="lowest"], & .${lineClasses.line}[data-series="range"]`]:
          { display: 'none' },
        [`& .${lineClasses.line}[data-series="median"]`]: { strokeDasharray: '5 4' },
      }}
    />
  );
}
