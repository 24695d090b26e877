import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function CustomPaletteBars() {
  return (
    // The y-axis and the legend are styled from a box around the chart, by their public class names: a
    // className on the chart itself lands on its SVG, and the legend is drawn beside that, in HTML.
    <div className="[&_.MuiChartsAxis-left_.MuiChartsAxis-tickLabel]:fill-(--mui-palette-text-secondary) [&_.MuiChartsLegend-label]:text-(--mui-palette-text-secondary)">
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
