import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Visitors to the temporary exhibitions of a city museum this year, in thousands.
const exhibitions = [
  { title: 'Steam and Steel: Railways 1830–1900', visitors: 41 },
  { title: 'Paper Cities', visitors: 28 },
  { title: 'The Weavers of the Northern Valleys', visitors: 35 },
  { title: 'Light Studies', visitors: 19 },
  { title: 'Maps of Imagined Lands', visitors: 24 },
];

const widths = [90, 260];

export default function TickLabelOverflow() {
  const [axisWidth, setAxisWidth] = React.useState(90);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={axisWidth}
        onChange={(_, value: number | null) => value !== null && setAxisWidth(value)}
        aria-label="y-axis width"
      >
        {widths.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            width {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: exhibitions.map((exhibition) => exhibition.title),
            // Titles longer than this space end with an ellipsis; the tooltip keeps them whole.
            width: axisWidth,
          },
        ]}
        xAxis={[{ min: 0 }]}
        series={[
          {
            data: exhibitions.map((exhibition) => exhibition.visitors),
            label: 'Visitors (thousands)',
          },
        ]}
      />
    </Stack>
  );
}
