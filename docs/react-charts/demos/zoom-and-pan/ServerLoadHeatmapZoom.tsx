import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const servers = ['web-1', 'web-2', 'api-1', 'api-2', 'db-1', 'cache-1'];

// One week of hourly CPU load (%) on six servers: busy office hours, quiet nights,
// and a nightly database backup at 02:00.
const hours = Array.from({ length: 7 * 24 }, (_, index) => {
  const hour = String(index % 24).padStart(2, '0');
  return `${weekdays[Math.floor(index / 24)]} ${hour}:00`;
});

const data: HeatmapValueType[] = servers.flatMap((server, serverIndex) =>
  hours.map((_label, hourIndex): HeatmapValueType => {
    const hour = hourIndex % 24;
    const weekend = hourIndex >= 5 * 24;
    const daytime = hour >= 8 && hour <= 19 ? (weekend ? 20 : 45) : 0;
    const backup = server === 'db-1' && hour === 2 ? 60 : 0;
    const noise = (serverIndex * 17 + hourIndex * 7) % 13;
    return [hourIndex, serverIndex, Math.min(98, 12 + daytime + backup + noise)];
  }),
);

export default function ServerLoadHeatmapZoom() {
  return (
    <Heatmap
      height={320}
      showToolbar
      // Room for the last tick label, centred on the last column.
      margin={{ right: 32 }}
      xAxis={[{ id: 'hours', data: hours, zoom: { minSpan: 5 } }]}
      yAxis={[{ data: servers, width: 64 }]}
      zAxis={[
        {
          min: 0,
          max: 100,
          colorMap: { type: 'continuous', color: ['#e3f2fd', '#0d47a1'] },
        },
      ]}
      series={[
        { data, label: 'CPU load', valueFormatter: (value) => `${value[2]}%` },
      ]}
    />
  );
}
