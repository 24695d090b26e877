import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Orders received by a tea merchant, per sales channel.
const channels = [
  { id: 'shop', label: 'Shop', data: [212, 198, 240, 231, 260, 244] },
  { id: 'online', label: 'Online', data: [388, 402, 455, 431, 497, 520] },
];

export default function BarClickEvents() {
  const [clickedBar, setClickedBar] = React.useState('nothing yet');
  const [clickedAxis, setClickedAxis] = React.useState('nothing yet');

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Orders', width: 56 }]}
        series={channels}
        onItemClick={(event, item) => {
          const channel = channels.find((entry) => entry.id === item.seriesId);
          if (channel) {
            setClickedBar(
              `${channel.label}, ${months[item.dataIndex]}: ${channel.data[item.dataIndex]} orders`,
            );
          }
        }}
        onAxisClick={(event, data) => {
          if (data) {
            // seriesValues maps each series id to its value in the clicked month.
            const total = Object.values(data.seriesValues).reduce<number>(
              (sum, value) => sum + (value ?? 0),
              0,
            );
            setClickedAxis(`${String(data.axisValue)}: ${total} orders in all`);
          }
        }}
      />
      <Typography variant="body2" color="text.secondary">
        onItemClick: {clickedBar}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        onAxisClick: {clickedAxis}
      </Typography>
    </Stack>
  );
}
