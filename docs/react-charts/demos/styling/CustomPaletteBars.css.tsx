import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import './CustomPaletteBars.css';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function CustomPaletteBars() {
  return (
    // The class is on a box around the chart: a className on the chart itself lands on its SVG,
    // and the legend is drawn beside that, in HTML.
    <div className="season-sports-chart">
      <BarChart
        height={300}
        colors={['#00897b', '#f4511e', '#5e35b1']}
        // Tick labels take their font as an inline style, which CSS cannot override.
        xAxis={[{ data: seasons, tickLabelStyle: { fontWeight: 700 } }]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: [42, 68, 35, 20], label: 'Hiking' },
          { data: [12, 55, 18, 4], label: 'Swimming' },
          { data: [8, 2, 6, 61], label: 'Skiing' },
        ]}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
