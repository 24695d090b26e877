import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Support tickets of one quarter by topic, with the median time to resolve them.
const topics = [
  { id: 'billing', label: 'Billing', value: 412, hours: 6.5, color: '#1976d2' },
  { id: 'login', label: 'Login & access', value: 298, hours: 2.1, color: '#0097a7' },
  { id: 'bugs', label: 'Bug reports', value: 221, hours: 30.4, color: '#ef6c00' },
  {
    id: 'features',
    label: 'Feature ideas',
    value: 154,
    hours: 52.0,
    color: '#7b1fa2',
  },
  { id: 'other', label: 'Other', value: 87, hours: 9.8, color: '#757575' },
];
const total = topics.reduce((sum, topic) => sum + topic.value, 0);

export default function TicketsChartWithTable() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>(null);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' },
        gap: 3,
        alignItems: 'center',
      }}
    >
      <PieChart
        height={240}
        series={[
          {
            id: 'tickets',
            data: topics,
            innerRadius: 55,
            outerRadius: 105,
            paddingAngle: 1.5,
            cornerRadius: 4,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `${item.value} tickets`,
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
      />
      <Table size="small" onMouseLeave={() => setHighlightedItem(null)}>
        <TableHead>
          <TableRow>
            <TableCell>Topic</TableCell>
            <TableCell align="right">Tickets</TableCell>
            <TableCell align="right">Share</TableCell>
            <TableCell align="right">Median time</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topics.map((topic, index) => (
            <TableRow
              key={topic.id}
              hover
              selected={
                highlightedItem?.seriesId === 'tickets' &&
                highlightedItem.dataIndex === index
              }
              onMouseEnter={() =>
                setHighlightedItem({ seriesId: 'tickets', dataIndex: index })
              }
            >
              <TableCell>
                <Box
                  component="span"
                  sx={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: '2px',
                    bgcolor: topic.color,
                    mr: 1,
                  }}
                />
                {topic.label}
              </TableCell>
              <TableCell align="right">{topic.value}</TableCell>
              <TableCell align="right">
                {Math.round((topic.value / total) * 100)}%
              </TableCell>
              <TableCell align="right">{topic.hours.toFixed(1)} h</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
