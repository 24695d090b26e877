import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale, useYScale } from '@mui/x-charts/hooks';
import { flats } from './flats';

interface Box {
  minArea: number;
  maxArea: number;
  minRent: number;
  maxRent: number;
}

// Converts the brush rectangle into ranges of area and rent.
function BrushToRanges({ onChange }: { onChange: (box: Box) => void }) {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  React.useEffect(() => {
    if (!brush) {
      return;
    }
    const areas = [brush.start.x, brush.current.x].map((x) => xScale.invert(x));
    const rents = [brush.start.y, brush.current.y].map((y) => yScale.invert(y));
    onChange({
      minArea: Math.min(...areas),
      maxArea: Math.max(...areas),
      minRent: Math.min(...rents),
      maxRent: Math.max(...rents),
    });
  }, [brush, xScale, yScale, onChange]);
  return null;
}

export default function BrushSelectPoints() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [box, setBox] = React.useState<Box | null>(null);
  const selected = box
    ? flats.filter(
        (flat) =>
          flat.x >= box.minArea &&
          flat.x <= box.maxArea &&
          flat.y >= box.minRent &&
          flat.y <= box.maxRent,
      )
    : [];
  const selectedIds = new Set(selected.map((flat) => flat.id));
  const perSquareMetre =
    selected.reduce((sum, flat) => sum + flat.y / flat.x, 0) / selected.length;

  return (
    <Stack spacing={1}>
      <ScatterChart
        height={320}
        brushConfig={{ enabled: true }}
        xAxis={[{ label: 'Floor area (m²)', min: 20, max: 125, height: 56 }]}
        yAxis={[{ label: 'Rent (€ per month)', width: 64 }]}
        series={[
          {
            id: 'flats',
            label: 'Flats',
            data: flats,
            // Flats inside the last selection are drawn in another colour.
            colorGetter: ({ dataIndex }) =>
              selectedIds.has(flats[dataIndex]?.id ?? '')
                ? palette.warning.main
                : palette.grey[500],
          },
        ]}
        hideLegend
      >
        <ChartsBrushOverlay />
        <BrushToRanges onChange={setBox} />
      </ScatterChart>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
        {selected.length > 0
          ? `${selected.length} flats selected, ${perSquareMetre.toFixed(1)} € per m² on average`
          : 'Drag a rectangle around some flats.'}
      </Typography>
    </Stack>
  );
}
