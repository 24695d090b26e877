import * as React from 'react';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';
import type { FunnelValueType } from '@mui/x-charts-pro/FunnelChart';

// Learners of an online course at each milestone: everyone enrolled, and those
// on the paid certificate track.
const milestones = [
  'Enrolled',
  'Finished week 1',
  'Finished week 4',
  'Passed the exam',
];
const everyone = [2400, 1900, 1300, 950];
const certificateTrack = [800, 730, 610, 520];

// One colour per funnel; the legend names each funnel once, on its first step.
function sections(values: number[], name: string, color: string): FunnelValueType[] {
  return values.map((value, index) => ({
    value,
    color,
    label: (location) => {
      if (location === 'legend') {
        return index === 0 ? name : undefined;
      }
      return `${milestones[index]} (${name.toLowerCase()})`;
    },
  }));
}

export default function CourseTrackFunnels() {
  return (
    <FunnelChart
      height={340}
      // Both colours are dark, so white labels read well on them in either theme.
      sx={{ [`& .${funnelClasses.sectionLabel}`]: { fill: '#fff' } }}
      series={[
        {
          data: sections(everyone, 'All learners', '#546e7a'),
          // The outer funnel's labels sit inside its right edge, beside the inner funnel.
          sectionLabel: {
            position: { horizontal: 'end' },
            textAnchor: 'end',
            offset: { x: -8 },
          },
        },
        {
          data: sections(certificateTrack, 'Certificate track', '#1565c0'),
        },
      ]}
    />
  );
}
