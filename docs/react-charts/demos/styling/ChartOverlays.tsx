import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'loaded' | 'loading' | 'empty';

const regions = ['North', 'East', 'South', 'West'];
// New customers per region this quarter.
const customers = [128, 94, 152, 77];

export default function ChartOverlays() {
  const [state, setState] = React.useState<State>('loaded');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_, value: State | null) => value && setState(value)}
        aria-label="data state"
      >
        <ToggleButton value="loaded">Loaded</ToggleButton>
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">Empty</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        loading={state === 'loading'}
        localeText={{
          loading: 'Fetching the figures…',
          noData: 'No new customers this quarter',
        }}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={[
          { data: state === 'loaded' ? customers : [], label: 'New customers' },
        ]}
      />
    </Stack>
  );
}
