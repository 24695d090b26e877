import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// 120 trading days of a share: closing price (€) and volume (thousands of shares),
// from a seeded random walk so that every render draws the same data.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(31);
// Weekdays from Monday 5 January 2026, written as labels such as 'Jan 5'.
const days: string[] = [];
for (let date = Date.UTC(2026, 0, 5); days.length < 120; date += 86400000) {
  const weekday = new Date(date).getUTCDay();
  if (weekday !== 0 && weekday !== 6) {
    days.push(
      new Date(date).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
  }
}
const prices: number[] = [];
const volumes: number[] = [];
let price = 42;
for (let day = 0; day < 120; day += 1) {
  const move = (random() - 0.48) * 1.6 + (day === 64 ? 5.5 : 0); // good results on day 65
  price = Math.max(20, price + move);
  prices.push(Math.round(price * 100) / 100);
  volumes.push(Math.round(180 + random() * 120 + Math.abs(move) * 160));
}

const AXIS_ID = 'trading-days';

export default function SyncedPriceVolumeZoom() {
  // One zoom state drives both charts, so they always show the same days.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: AXIS_ID, start: 40, end: 80 },
  ]);

  return (
    <Stack spacing={0}>
      <LineChartPro
        height={240}
        xAxis={[
          {
            id: AXIS_ID,
            scaleType: 'band',
            data: days,
            // 'discard' recomputes the y-axis from the visible days only.
            zoom: { filterMode: 'discard' },
            // The volume chart below shows the dates.
            position: 'none',
          },
        ]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => `€${value}` }]}
        series={[
          {
            data: prices,
            label: 'Closing price',
            showMark: false,
            valueFormatter: (value) =>
              value === null ? '' : `€${value.toFixed(2)}`,
          },
        ]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <BarChartPro
        height={180}
        xAxis={[
          {
            id: AXIS_ID,
            scaleType: 'band',
            data: days,
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            data: volumes,
            label: 'Volume',
            color: '#90a4ae',
            valueFormatter: (value) => (value === null ? '' : `${value}k shares`),
          },
        ]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
    </Stack>
  );
}
