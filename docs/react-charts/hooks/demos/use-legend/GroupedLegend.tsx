import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useLegend } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const groupTitles: Record<string, string> = {
  bar: 'Volumes (bars, left axis)',
  line: 'Rates (lines, right axis)',
};

// Splits the items by series type and gives each group a heading.
function LegendByType() {
  const { items } = useLegend();
  const types = [...new Set(items.map((item) => item.type ?? 'other'))];
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', px: 1 }}>
      {types.map((type) => (
        <div key={type}>
          <Typography variant="caption" color="text.secondary">
            {groupTitles[type] ?? type}
          </Typography>
          {items
            .filter((item) => (item.type ?? 'other') === type)
            .map((item) => (
              <Stack
                key={String(item.seriesId)}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <Box
                  sx={{
                    width: 14,
                    height: item.markType === 'line' ? 3 : 12,
                    bgcolor: item.color,
                    borderRadius: 0.5,
                  }}
                />
                <Typography variant="body2">{item.label}</Typography>
              </Stack>
            ))}
        </div>
      ))}
    </Stack>
  );
}

export default function GroupedLegend() {
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'tickets', min: 0, width: 44 },
        {
          id: 'rate',
          position: 'right',
          min: 0,
          max: 100,
          width: 44,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {
          type: 'bar',
          id: 'opened',
          data: [420, 388, 455, 510, 470, 432],
          label: 'Tickets opened',
          yAxisId: 'tickets',
        },
        {
          type: 'bar',
          id: 'closed',
          data: [395, 402, 430, 468, 489, 450],
          label: 'Tickets closed',
          yAxisId: 'tickets',
        },
        {
          type: 'line',
          id: 'first-reply',
          data: [72, 75, 69, 64, 78, 83],
          label: 'First reply within 1 h',
          yAxisId: 'rate',
          valueFormatter: (value) => `${value}%`,
        },
        {
          type: 'line',
          id: 'satisfaction',
          data: [88, 86, 90, 87, 91, 92],
          label: 'Satisfied customers',
          yAxisId: 'rate',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    >
      <LegendByType />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="tickets" />
        <ChartsYAxis axisId="rate" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
