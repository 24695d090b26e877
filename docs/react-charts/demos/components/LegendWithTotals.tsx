import * as React from 'react';
import Stack from '@mui/material/Stack';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { BarPlot } from '@mui/x-charts/BarChart';
import { useBarSeries } from '@mui/x-charts/hooks';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const months = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];

// Loans of a public library, by format.
const series = [
  { id: 'print', label: 'Print', data: [1840, 1920, 2010, 1650, 2120, 1980] },
  { id: 'ebook', label: 'E-books', data: [620, 680, 720, 810, 790, 760] },
  { id: 'audio', label: 'Audiobooks', data: [310, 340, 365, 420, 455, 470] },
].map((item) => ({ ...item, type: 'bar' as const, stack: 'loans' }));

interface TotalsLegendProps {
  onToggle: (seriesId: string) => void;
}

// An HTML legend: each entry shows the total of its series and toggles it on click.
function TotalsLegend({ onToggle }: TotalsLegendProps) {
  const bars = useBarSeries();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {bars.map((item) => (
        <ButtonBase
          key={item.id}
          onClick={() => onToggle(String(item.id))}
          aria-pressed={!item.hidden}
          sx={{
            display: 'block',
            textAlign: 'left',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            borderLeft: 4,
            borderColor: item.color,
            bgcolor: 'action.hover',
            opacity: item.hidden ? 0.45 : 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {typeof item.label === 'function' ? item.label('legend') : item.label}
          </Typography>
          <Typography variant="h6" component="p">
            {item.data.reduce<number>((sum, value) => sum + (value ?? 0), 0)}
          </Typography>
        </ButtonBase>
      ))}
    </Stack>
  );
}

export default function LegendWithTotals() {
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier[]>([]);

  const toggle = (seriesId: string) =>
    setHiddenItems((previous) =>
      previous.some((item) => item.seriesId === seriesId)
        ? previous.filter((item) => item.seriesId !== seriesId)
        : [...previous, { type: 'bar', seriesId }],
    );

  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 48 }]}
      series={series}
      hiddenItems={hiddenItems}
      onHiddenItemsChange={setHiddenItems}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TotalsLegend onToggle={toggle} />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
