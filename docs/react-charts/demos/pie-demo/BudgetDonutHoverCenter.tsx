import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import type { HighlightItemData } from '@mui/x-charts/context';

// A household's spending in March 2026, in euros.
const spending = [
  { id: 'housing', label: 'Housing', value: 1150, color: '#3949ab' },
  { id: 'food', label: 'Groceries', value: 520, color: '#43a047' },
  { id: 'transport', label: 'Transport', value: 240, color: '#fb8c00' },
  { id: 'leisure', label: 'Leisure', value: 310, color: '#e53935' },
  { id: 'savings', label: 'Savings', value: 400, color: '#00897b' },
];
const total = spending.reduce((sum, item) => sum + item.value, 0);

const euros = (value: number) =>
  value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });

function CenterText({ title, detail }: { title: string; detail: string }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;

  return (
    <text x={x} y={y} textAnchor="middle" dominantBaseline="central">
      <tspan
        x={x}
        dy="-0.5em"
        fontSize={24}
        fontWeight={700}
        style={{ fill: palette.text.primary }}
      >
        {title}
      </tspan>
      <tspan x={x} dy="1.6em" fontSize={13} style={{ fill: palette.text.secondary }}>
        {detail}
      </tspan>
    </text>
  );
}

export default function BudgetDonutHoverCenter() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );
  const item =
    highlighted?.dataIndex === undefined
      ? undefined
      : spending[highlighted.dataIndex];

  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'spending',
          data: spending,
          innerRadius: 80,
          outerRadius: 120,
          paddingAngle: 1.5,
          cornerRadius: 4,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 6 },
          valueFormatter: (entry) => euros(entry.value),
        },
      ]}
      highlightedItem={highlighted}
      onHighlightChange={setHighlighted}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    >
      <CenterText
        title={euros(item ? item.value : total)}
        detail={
          item
            ? `${item.label} · ${Math.round((item.value / total) * 100)}%`
            : 'spent in March'
        }
      />
    </PieChart>
  );
}
