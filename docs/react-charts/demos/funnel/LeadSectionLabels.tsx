import * as React from 'react';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// Leads of a solar-panel installer in one month. The last steps are a small
// fraction of the first one.
const leads = [
  { label: 'Asked for a quote', value: 2400 },
  { label: 'Site survey', value: 900 },
  { label: 'Signed', value: 160 },
  { label: 'Installed', value: 120 },
];

const firstStep = leads[0]?.value ?? 0;

export default function LeadSectionLabels() {
  return (
    <FunnelChart
      height={300}
      hideLegend
      series={[
        {
          data: leads,
          layout: 'horizontal',
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
          // A section under a tenth of the first step is too thin for its label:
          // write that label under the section instead.
          sectionLabel: (item) =>
            item.value < firstStep / 10
              ? {
                  position: { vertical: 'bottom' },
                  textAnchor: 'middle',
                  dominantBaseline: 'hanging',
                  offset: { y: 8 },
                }
              : {},
        },
      ]}
      sx={{
        [`& .${funnelClasses.sectionLabel}`]: {
          fontWeight: 700,
          fontSize: '0.95rem',
        },
      }}
    />
  );
}
