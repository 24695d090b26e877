import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const steps = ['Plan', 'Build', 'Review', 'Release'];

export default function KeyboardNavigableBars() {
  return (
    <figure style={{ margin: 0 }}>
      <BarChart
        height={300}
        skipAnimation
        enableKeyboardNavigation
        aria-labelledby="keyboard-bars-caption"
        xAxis={[{ data: steps, label: 'Step', height: 56 }]}
        yAxis={[{ label: 'Days', width: 48 }]}
        series={[
          { data: [3, 9, 4, 1], label: 'Median days' },
          { data: [6, 15, 8, 2], label: 'Slowest 10%' },
        ]}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
      <figcaption id="keyboard-bars-caption">
        Days spent in each step of a change: the build step takes longest, both in
        the median and for the slowest changes.
      </figcaption>
    </figure>
  );
}
