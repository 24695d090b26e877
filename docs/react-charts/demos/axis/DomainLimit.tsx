import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Limit = 'nice' | 'strict' | 'padded';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Water temperature at a lake beach, in °C.
const water = [17.3, 17.8, 18.6, 19.4, 19.1, 20.2, 20.7];

// Ten percent of the data range added on both sides.
const padded = (min: number, max: number) => {
  const margin = (max - min) * 0.1;
  return { min: min - margin, max: max + margin };
};

export default function DomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_, value: Limit | null) => value && setLimit(value)}
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ domainLimit: limit === 'padded' ? padded : limit }]}
        series={[{ data: water, label: 'Water (°C)' }]}
      />
    </Stack>
  );
}
