import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const orders = [310, 355, 290, 420, 465, 510];

// Three-month moving average of the orders, computed from the data.
const average = orders.map((_, index) => {
  const window = orders.slice(Math.max(0, index - 2), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function ComposedSalesTarget() {
  return (
    <ChartsContainer
      height={320}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ min: 0, width: 48 }]}
      series={[
        { type: 'bar', data: orders, label: 'Orders' },
        { type: 'line', data: average, label: '3-month average' },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine
        y={400}
        label="Target: 400"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
