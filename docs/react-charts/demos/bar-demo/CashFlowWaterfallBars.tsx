import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import {
  BarChart,
  barClasses,
  type BarItem,
  type BarLabelContext,
} from '@mui/x-charts/BarChart';

interface Step {
  label: string;
  /** Thousands of euros: a flow in or out, or the balance of a total. */
  amount?: number;
  /** A balance drawn from zero; without an amount, the running total. */
  total?: boolean;
}

// One month of a bakery's cash: the balance it starts with, each flow, and the balance it ends with.
const steps: Step[] = [
  { label: 'Opening', total: true, amount: 42 },
  { label: 'Bread', amount: 65 },
  { label: 'Catering', amount: 18 },
  { label: 'Flour', amount: -31 },
  { label: 'Wages', amount: -38 },
  { label: 'Rent', amount: -12 },
  { label: 'Energy', amount: -7 },
  { label: 'Closing', total: true },
];

// Each bar floats on an invisible base: the running total before a rise, or after a fall.
function waterfall(items: Step[]) {
  let running = 0;
  return items.map(({ label, total, amount }) => {
    if (total) {
      running = amount ?? running;
      return { label, base: 0, rise: null, fall: null, total: running };
    }
    const change = amount ?? 0;
    const before = running;
    running += change;
    return {
      label,
      base: Math.min(before, running),
      rise: change > 0 ? change : null,
      fall: change < 0 ? -change : null,
      total: null,
    };
  });
}

const bars = waterfall(steps);

const euros = (value: number) => `€${value}k`;

// Writes the amount on its bar, unless the bar is too small to hold it.
const amountLabel =
  (sign: string) =>
  (item: BarItem, { bar }: BarLabelContext) =>
    item.value === null || bar.width < 24 || bar.height < 12
      ? null
      : `${sign}${item.value}`;

export default function CashFlowWaterfallBars() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label) }]}
      yAxis={[{ width: 56, valueFormatter: euros }]}
      series={[
        {
          // No label: the base is left out of the legend, and a null from the
          // formatter leaves it out of the tooltip.
          stack: 'cash',
          data: bars.map((bar) => bar.base),
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'balance',
          stack: 'cash',
          label: 'Balance',
          data: bars.map((bar) => bar.total),
          color: palette.primary.main,
          valueFormatter: (value) => (value === null ? null : euros(value)),
          barLabel: amountLabel(''),
        },
        {
          id: 'in',
          stack: 'cash',
          label: 'Money in',
          data: bars.map((bar) => bar.rise),
          color: palette.success.main,
          valueFormatter: (value) => (value === null ? null : `+${euros(value)}`),
          barLabel: amountLabel('+'),
        },
        {
          id: 'out',
          stack: 'cash',
          label: 'Money out',
          data: bars.map((bar) => bar.fall),
          color: palette.error.main,
          valueFormatter: (value) => (value === null ? null : `−${euros(value)}`),
          barLabel: amountLabel('−'),
        },
      ]}
      grid={{ horizontal: true }}
      sx={{
        // Each label in the text colour that reads on its bar, in both modes.
        [`& [data-series="balance"] .${barClasses.label}`]: {
          fill: palette.primary.contrastText,
        },
        [`& [data-series="in"] .${barClasses.label}`]: {
          fill: palette.success.contrastText,
        },
        [`& [data-series="out"] .${barClasses.label}`]: {
          fill: palette.error.contrastText,
        },
      }}
    />
  );
}
