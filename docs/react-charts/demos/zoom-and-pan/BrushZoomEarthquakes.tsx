import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// Earthquakes recorded in one region over a year: depth (km) against magnitude.
// A seeded generator keeps the points identical on the server and in the browser.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(417);
const quakes = Array.from({ length: 400 }, (_, index) => {
  // Small quakes are far more frequent than large ones.
  const magnitude = 1.5 + -Math.log(1 - random()) * 0.7;
  // Most are shallow; a second group sits along a deep fault near 70 km.
  const depth = random() < 0.8 ? random() * 25 : 60 + random() * 20;
  return {
    id: index,
    x: Math.round(Math.min(magnitude, 6.8) * 10) / 10,
    y: Math.round(depth * 10) / 10,
  };
});

export default function BrushZoomEarthquakes() {
  return (
    <ScatterChartPro
      height={380}
      xAxis={[
        {
          id: 'magnitude',
          label: 'Magnitude',
          min: 1,
          max: 7,
          zoom: true,
          height: 56,
        },
      ]}
      yAxis={[
        {
          id: 'depth',
          label: 'Depth (km)',
          width: 56,
          min: 0,
          max: 85,
          reverse: true,
          zoom: true,
        },
      ]}
      series={[
        {
          data: quakes,
          markerSize: 3,
          label: 'Earthquakes',
          valueFormatter: (point) => point && `M${point.x} at ${point.y} km`,
        },
      ]}
      zoomInteractionConfig={{
        // Drag a rectangle to zoom into it, double-click to reset.
        zoom: [
          'brush',
          'doubleTapReset',
          { type: 'wheel', requiredKeys: ['Control'] },
        ],
        // Brushing uses the plain drag, so panning needs the Shift key.
        pan: [{ type: 'drag', requiredKeys: ['Shift'] }],
      }}
      hideLegend
    />
  );
}
