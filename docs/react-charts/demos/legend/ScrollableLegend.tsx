import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Books lent by a town library in one year, by section.
const sections = [
  { id: 'novels', label: 'Novels', value: 4820 },
  { id: 'crime', label: 'Crime', value: 3110 },
  { id: 'children', label: 'Children', value: 2950 },
  { id: 'comics', label: 'Comics', value: 1840 },
  { id: 'history', label: 'History', value: 1260 },
  { id: 'travel', label: 'Travel', value: 980 },
  { id: 'cooking', label: 'Cooking', value: 910 },
  { id: 'science', label: 'Science', value: 760 },
  { id: 'poetry', label: 'Poetry', value: 420 },
  { id: 'art', label: 'Art', value: 390 },
  { id: 'music', label: 'Music', value: 350 },
  { id: 'languages', label: 'Languages', value: 310 },
  { id: 'gardening', label: 'Gardening', value: 280 },
  { id: 'sport', label: 'Sport', value: 240 },
];

export default function ScrollableLegend() {
  return (
    <PieChart
      height={260}
      series={[{ data: sections, innerRadius: 50 }]}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
          // A list that scrolls takes the keyboard's focus, so arrow keys scroll it too.
          tabIndex: 0,
          sx: {
            // Keep the chart at its height: one column that scrolls.
            flexWrap: 'nowrap',
            maxHeight: 200,
            overflowY: 'auto',
            paddingInlineEnd: 1,
          },
        },
      }}
    />
  );
}
