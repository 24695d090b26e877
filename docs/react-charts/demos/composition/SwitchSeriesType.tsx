import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const thisWeek = [182, 204, 196, 231, 265, 318, 290];
const lastWeek = [175, 190, 210, 205, 240, 301, 276];

type SeriesType = 'bar' | 'line';

export default function SwitchSeriesType() {
  const [type, setType] = React.useState<SeriesType>('bar');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_event, next: SeriesType | null) => next && setType(next)}
        aria-label="Series type"
      >
        <ToggleButton value="bar">Bars</ToggleButton>
        <ToggleButton value="line">Lines</ToggleButton>
      </ToggleButtonGroup>
      <ChartsContainer
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ min: 0, width: 48 }]}
        // The same data, with the type from state. Each series keeps its id.
        series={[
          { id: 'this-week', type, data: thisWeek, label: 'This week' },
          { id: 'last-week', type, data: lastWeek, label: 'Last week' },
        ]}
      >
        <ChartsGrid horizontal />
        {/* Each plot draws only the series of its type. */}
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x={type === 'bar' ? 'band' : 'line'} />
        <ChartsTooltip />
      </ChartsContainer>
    </Stack>
  );
}
