import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Issues open in a project, by label, with the oldest one of each.
const issues = [
  { id: 'bug', label: 'Bug', value: 24, oldest: '#812, opened 41 days ago' },
  {
    id: 'docs',
    label: 'Documentation',
    value: 11,
    oldest: '#640, opened 96 days ago',
  },
  {
    id: 'feature',
    label: 'Feature request',
    value: 37,
    oldest: '#455, opened 180 days ago',
  },
  { id: 'question', label: 'Question', value: 8, oldest: '#901, opened 5 days ago' },
];

export default function PieClickEvents() {
  const [selected, setSelected] = React.useState<(typeof issues)[number] | null>(
    null,
  );

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[
          {
            data: issues.map(({ id, label, value }) => ({ id, label, value })),
            innerRadius: 30,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        onItemClick={(_event, identifier) =>
          setSelected(issues[identifier.dataIndex] ?? null)
        }
      />
      <Typography variant="body2" color="text.secondary">
        {selected
          ? `${selected.label}: ${selected.value} open issues. Oldest: ${selected.oldest}.`
          : 'Click an arc to see the oldest issue with that label.'}
      </Typography>
    </Stack>
  );
}
