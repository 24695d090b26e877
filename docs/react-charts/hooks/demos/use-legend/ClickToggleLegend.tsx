import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useLegend } from '@mui/x-charts/hooks';
import type { SeriesId } from '@mui/x-charts/models';

const hours = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

type ToggleLegendProps = {
  hidden: SeriesId[];
  onToggle: (seriesId: SeriesId) => void;
};

// Every item is a button: a click adds the series to the hidden list, or takes it out.
function ToggleLegend({ hidden, onToggle }: ToggleLegendProps) {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 1 }}>
      {items.map((item) => {
        if (item.seriesId === undefined) {
          return null;
        }
        const seriesId = item.seriesId;
        const isHidden = hidden.includes(seriesId);
        return (
          <ButtonBase
            key={String(seriesId)}
            onClick={() => onToggle(seriesId)}
            aria-pressed={!isHidden}
            sx={{
              gap: 1,
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: item.color,
                opacity: isHidden ? 0.4 : 1,
              }}
            />
            <Typography
              variant="body2"
              color={isHidden ? 'text.secondary' : 'text.primary'}
              sx={{ textDecoration: isHidden ? 'line-through' : 'none' }}
            >
              {item.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Stack>
  );
}

export default function ClickToggleLegend() {
  const [hidden, setHidden] = React.useState<SeriesId[]>(['terminal-c']);
  const toggle = (seriesId: SeriesId) =>
    setHidden((previous) =>
      previous.includes(seriesId)
        ? previous.filter((id) => id !== seriesId)
        : [...previous, seriesId],
    );
  return (
    <ChartsDataProvider
      height={260}
      hiddenItems={hidden.map((seriesId) => ({ type: 'line' as const, seriesId }))}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0, width: 44 }]}
      series={[
        {
          type: 'line',
          id: 'terminal-a',
          data: [420, 1310, 980, 860, 1240, 610],
          label: 'Terminal A',
        },
        {
          type: 'line',
          id: 'terminal-b',
          data: [280, 760, 690, 720, 940, 520],
          label: 'Terminal B',
        },
        {
          type: 'line',
          id: 'terminal-c',
          data: [90, 340, 410, 380, 450, 210],
          label: 'Terminal C',
        },
      ]}
    >
      <ToggleLegend hidden={hidden} onToggle={toggle} />
      <ChartsSurface>
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
