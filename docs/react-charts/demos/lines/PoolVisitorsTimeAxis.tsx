import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// A narrow chart puts its ticks on weeks, and the axis then starts and ends on round dates
// outside July: the month comes from the date too.
const tickDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
});
const tooltipDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});

// Visitors of an open-air pool each day of July 2026. The dates are fixed,
// so the chart is the same on the server and in the browser.
const visitors = [
  640, 712, 905, 1180, 1322, 798, 577, 602, 689, 744, 1015, 1268, 1401, 1190, 866,
  702, 655, 930, 1244, 1377, 1452, 1310, 981, 734, 688, 1102, 1295, 843, 612, 590,
  1034,
];
const dates = visitors.map((_, index) => new Date(2026, 6, index + 1));

export default function PoolVisitorsTimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: dates,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? tickDate.format(date)
              : tooltipDate.format(date),
        },
      ]}
      yAxis={[{ label: 'Visitors', width: 56 }]}
      series={[{ data: visitors, label: 'Visitors', showMark: false }]}
      hideLegend
    />
  );
}
