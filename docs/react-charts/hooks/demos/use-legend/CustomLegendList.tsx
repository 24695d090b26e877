import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useLegend } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// A legend of our own: one row per item, with the series colour and a description.
function DescribedLegend({ notes }: { notes: Record<string, string> }) {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', px: 1 }}>
      {items.map((item) => (
        <Stack
          key={String(item.seriesId)}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'baseline' }}
        >
          <Box
            sx={{
              width: 14,
              height: item.markType === 'line' ? 4 : 14,
              borderRadius: item.markType === 'circle' ? '50%' : 1,
              bgcolor: item.color,
              flexShrink: 0,
            }}
          />
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {notes[String(item.seriesId)]}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

export default function CustomLegendList() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, width: 40 }]}
      series={[
        {
          type: 'line',
          id: 'calls',
          data: [132, 118, 125, 140, 96],
          label: 'Calls answered',
        },
        {
          type: 'line',
          id: 'chats',
          data: [64, 71, 80, 77, 90],
          label: 'Chats closed',
        },
        {
          type: 'line',
          id: 'missed',
          data: [12, 9, 15, 8, 11],
          label: 'Missed calls',
        },
      ]}
    >
      <DescribedLegend
        notes={{
          calls: 'Phone line, 8am to 6pm',
          chats: 'Website chat, all day',
          missed: 'Hung up before an answer',
        }}
      />
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
