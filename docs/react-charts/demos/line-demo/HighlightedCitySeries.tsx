import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];

// Median rent of a two-room flat in five cities, in euros per month.
const cities = [
  { id: 'Lyon', data: [690, 710, 735, 760, 770, 795, 840, 890, 925] },
  { id: 'Porto', data: [480, 530, 590, 650, 640, 700, 820, 940, 1010] },
  { id: 'Leipzig', data: [430, 450, 470, 495, 510, 530, 560, 600, 640] },
  { id: 'Ghent', data: [700, 715, 730, 750, 765, 790, 830, 860, 885] },
  { id: 'Malmö', data: [820, 840, 860, 875, 890, 905, 930, 965, 990] },
];

export default function HighlightedCitySeries() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [focus, setFocus] = React.useState('Porto');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={focus}
        onChange={(_event, city: string | null) => city && setFocus(city)}
        aria-label="City to highlight"
      >
        {cities.map((city) => (
          <ToggleButton key={city.id} value={city.id}>
            {city.id}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={340}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => `€${value}` }]}
        series={cities.map((city) => ({
          ...city,
          label: city.id,
          color: city.id === focus ? palette.primary.main : palette.action.disabled,
          showMark: city.id === focus,
          valueFormatter: (value: number | null) => `€${value} / month`,
        }))}
        // Draw the highlighted line thicker than the others.
        sx={{ [`& path[data-series="${focus}"]`]: { strokeWidth: 3 } }}
        hideLegend
      />
    </Stack>
  );
}
