import * as React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { GridChartsPanelProps } from '@mui/x-data-grid-premium';

type ChartsSchema = NonNullable<GridChartsPanelProps['schema']>;

function BarsIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20h3V10H4zm6.5 0h3V4h-3zM17 20h3v-7h-3z" />
    </SvgIcon>
  );
}

function LineIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3 17.5 6-6 4 4 8-8 1.4 1.4-9.4 9.4-4-4-4.6 4.6z" />
    </SvgIcon>
  );
}

/**
 * The chart types the panel offers, and the options of its Customize tab.
 * The keys ('bar', 'line') are the chart types the renderer receives.
 */
export const greenhouseChartSchema: ChartsSchema = {
  bar: {
    label: 'Bars',
    icon: BarsIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'bars',
        label: 'Bars',
        controls: {
          layout: {
            label: 'Direction',
            type: 'select',
            default: 'vertical',
            options: [
              { content: 'Vertical', value: 'vertical' },
              { content: 'Horizontal', value: 'horizontal' },
            ],
          },
          stacked: {
            label: 'Stack the series',
            type: 'boolean',
            default: false,
            // Stacking one series changes nothing: offer it from two series on.
            isHidden: ({ values }) => values.length < 2,
          },
          hideLegend: { label: 'Hide legend', type: 'boolean', default: false },
        },
      },
    ],
  },
  line: {
    label: 'Lines',
    icon: LineIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'lines',
        label: 'Lines',
        controls: {
          area: { label: 'Fill the area below', type: 'boolean', default: false },
          hideLegend: { label: 'Hide legend', type: 'boolean', default: false },
        },
      },
    ],
  },
};
