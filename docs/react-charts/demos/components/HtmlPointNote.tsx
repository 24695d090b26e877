import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Open support tickets at the end of each week.
const openTickets = [84, 91, 118, 142, 97, 73, 66, 58];

// An HTML card placed over the SVG: the scales give its position in pixels.
function PointNote({ week, value }: { week: string; value: number }) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const x = xScale(week);
  if (x === undefined) {
    return null;
  }
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'absolute',
        left: x + 12,
        top: yScale(value) - 12,
        maxWidth: 180,
        px: 1.5,
        py: 1,
        pointerEvents: 'none',
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        Release 4.2
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        A sync bug doubled the queue until the hotfix in W5.
      </Typography>
    </Paper>
  );
}

export default function HtmlPointNote() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 0, width: 40 }]}
      series={[
        { type: 'line', data: openTickets, label: 'Open tickets', area: true },
      ]}
    >
      {/* The Box is the positioning context of the note, and has the size of the SVG. */}
      <Box sx={{ position: 'relative' }}>
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsAxisHighlight x="line" />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <PointNote week="W4" value={142} />
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
