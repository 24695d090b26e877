import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { LineItemIdentifier } from '@mui/x-charts/models';

const months = ['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

// Energy used by an office building, in MWh.
const heating = { id: 'heating', label: 'Heating', data: [18, 34, 52, 58, 47, 29] };
const lighting = { id: 'lighting', label: 'Lighting', data: [9, 11, 13, 13, 11, 9] };
const usage = [heating, lighting];

function describe(item: LineItemIdentifier): string {
  const series = usage.find((entry) => entry.id === item.seriesId);
  if (!series) {
    return '';
  }
  if (item.dataIndex === undefined) {
    return series.label;
  }
  return `${series.label}, ${months[item.dataIndex]}: ${series.data[item.dataIndex]} MWh`;
}

export default function LineClickEvents() {
  const [lastClick, setLastClick] = React.useState(
    'Click a mark, a line or the area.',
  );
  const [axisClick, setAxisClick] = React.useState('Click anywhere in the chart.');

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Energy (MWh)', width: 56 }]}
        series={[{ ...heating, area: true }, lighting]}
        onMarkClick={(event, item) => setLastClick(`onMarkClick: ${describe(item)}`)}
        onLineClick={(event, item) => setLastClick(`onLineClick: ${describe(item)}`)}
        onAreaClick={(event, item) => setLastClick(`onAreaClick: ${describe(item)}`)}
        onAxisClick={(event, data) => {
          if (data) {
            setAxisClick(
              `onAxisClick: ${String(data.axisValue)}, index ${data.dataIndex}`,
            );
          }
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {lastClick}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {axisClick}
      </Typography>
    </Stack>
  );
}
