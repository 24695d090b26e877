import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Tickets sold by a small theatre, by kind of show.
const drama = [1840, 2110, 1320, 2480];
const comedy = [2260, 2390, 1780, 2950];
const music = [980, 1420, 1650, 1210];

export default function StyledLegend() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: drama, label: 'Drama', color: '#6a3d9a' },
        { data: comedy, label: 'Comedy', color: '#ff7f00' },
        { data: music, label: 'Music', color: '#1f78b4' },
      ]}
      slotProps={{
        legend: {
          sx: {
            gap: 3,
            [`.${legendClasses.label}`]: {
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: '0.05em',
              fontSize: 12,
            },
          },
        },
      }}
    />
  );
}
