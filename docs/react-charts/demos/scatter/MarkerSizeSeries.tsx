import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Trunk diameter (cm) and height (m) of trees measured in a park, for three species.
function trees(
  species: string,
  count: number,
  slope: number,
  base: number,
): ScatterValueType[] {
  return Array.from({ length: count }, (_, index) => {
    const diameter = 12 + ((index * 17 + base) % 58);
    const spread = ((index * 23 + base) % 9) - 4;
    return {
      id: `${species}-${index}`,
      x: diameter,
      y: Math.round((base / 4 + diameter * slope + spread) * 10) / 10,
    };
  });
}

const formatTree = (point: ScatterValueType | null) =>
  point && `${point.x} cm wide, ${point.y} m tall`;

export default function MarkerSizeSeries() {
  const [markerSize, setMarkerSize] = React.useState(5);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', maxWidth: 360 }}
      >
        <Typography
          variant="body2"
          id="marker-size-label"
          sx={{ whiteSpace: 'nowrap' }}
        >
          markerSize: {markerSize}
        </Typography>
        <Slider
          aria-labelledby="marker-size-label"
          value={markerSize}
          min={2}
          max={12}
          onChange={(_event, value) => setMarkerSize(value)}
        />
      </Stack>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Trunk diameter (cm)', height: 56 }]}
        yAxis={[{ label: 'Height (m)', width: 56 }]}
        series={[
          { label: 'Oak', data: trees('oak', 25, 0.28, 8), markerSize },
          { label: 'Birch', data: trees('birch', 25, 0.36, 12), markerSize },
          { label: 'Pine', data: trees('pine', 25, 0.45, 20), markerSize },
        ].map((series) => ({ ...series, valueFormatter: formatTree }))}
      />
    </Stack>
  );
}
