import * as React from 'react';
import Stack from '@mui/material/Stack';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
  RadarAxisHighlight,
} from '@mui/x-charts/RadarChart';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// A team's answers to a workplace survey, out of 5, against the company average.
const topics = [
  'Workload',
  'Autonomy',
  'Recognition',
  'Tools',
  'Growth',
  'Team spirit',
];

export default function TeamSurveyComposedRadar() {
  return (
    <RadarDataProvider
      height={340}
      // Room on both sides for the longest topic names on a narrow screen.
      margin={{ left: 88, right: 88 }}
      radar={{ max: 5, metrics: topics }}
      series={[
        {
          id: 'company',
          label: 'Company average',
          data: [3.4, 3.6, 3.1, 3.3, 3.2, 3.8],
        },
        {
          id: 'team',
          label: 'Support team',
          fillArea: true,
          data: [2.6, 3.1, 3.9, 2.4, 3.5, 4.6],
        },
      ]}
    >
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ChartsLegend />
        <ChartsSurface sx={{ width: '100%', height: 340 }}>
          <RadarGrid divisions={5} />
          <RadarMetricLabels />
          {/* The average is a reference: a dashed outline without dots. */}
          <RadarSeriesArea seriesId="company" strokeDasharray="6 4" />
          <RadarSeriesArea seriesId="team" />
          <RadarAxisHighlight />
          <RadarSeriesMarks seriesId="team" />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip />
    </RadarDataProvider>
  );
}
