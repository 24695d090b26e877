import * as React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { GridChartsPanelProps } from '@mui/x-data-grid-premium';

export function BarIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20V10h3v10H4Zm6.5 0V4h3v16h-3ZM17 20v-7h3v7h-3Z" />
    </SvgIcon>
  );
}

function LineIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3.5 17.5 6-6 4 4L21 8l-1.4-1.4-6.1 6.1-4-4L2 16l1.5 1.5Z" />
    </SvgIcon>
  );
}

/**
 * The chart types offered in the Charts panel, and the settings of each one.
 * The renderer reads the same keys from `configuration`.
 */
export const chartSchema: NonNullable<GridChartsPanelProps['schema']> = {
  bar: {
    label: 'Bars',
    icon: BarIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'bars',
        label: 'Bars',
        controls: {
          stacked: { label: 'Stack the series', type: 'boolean', default: false },
          horizontal: { label: 'Horizontal bars', type: 'boolean', default: false },
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
          area: { label: 'Fill the area', type: 'boolean', default: false },
          showMark: { label: 'Show points', type: 'boolean', default: true },
        },
      },
    ],
  },
};
