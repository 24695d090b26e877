import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

// Approximate yearly climate normals of eight cities: one record per city, several
// measures per record.
const cities = [
  { city: 'Lisbon', sunHours: 2806, rainMm: 726, rainyDays: 81, meanTemp: 17.4 },
  { city: 'Madrid', sunHours: 2769, rainMm: 421, rainyDays: 62, meanTemp: 15.0 },
  { city: 'Rome', sunHours: 2473, rainMm: 799, rainyDays: 76, meanTemp: 15.8 },
  { city: 'Paris', sunHours: 1662, rainMm: 637, rainyDays: 111, meanTemp: 12.4 },
  { city: 'Berlin', sunHours: 1626, rainMm: 571, rainyDays: 106, meanTemp: 10.3 },
  { city: 'Dublin', sunHours: 1453, rainMm: 758, rainyDays: 129, meanTemp: 9.8 },
  { city: 'Oslo', sunHours: 1668, rainMm: 763, rainyDays: 113, meanTemp: 6.3 },
  { city: 'Athens', sunHours: 2848, rainMm: 378, rainyDays: 49, meanTemp: 18.5 },
];

type Metric = 'sunHours' | 'rainMm' | 'rainyDays' | 'meanTemp';

const metrics: Record<Metric, { label: string; unit: string; color: string }> = {
  sunHours: { label: 'Sunshine per year', unit: 'h', color: '#f9a825' },
  rainMm: { label: 'Rainfall per year', unit: 'mm', color: '#1e88e5' },
  rainyDays: { label: 'Rainy days per year', unit: 'days', color: '#5e35b1' },
  meanTemp: { label: 'Mean temperature', unit: '°C', color: '#e53935' },
};

export default function DatasetMetricPicker() {
  const [metric, setMetric] = React.useState<Metric>('sunHours');
  const { label, unit, color } = metrics[metric];

  // The chart reads records in order: sort a copy so the ranking follows the metric.
  const sorted = React.useMemo(
    () => [...cities].sort((a, b) => b[metric] - a[metric]),
    [metric],
  );

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id="dataset-metric-label">Measure</InputLabel>
        <Select
          labelId="dataset-metric-label"
          label="Measure"
          value={metric}
          onChange={(event) => setMetric(event.target.value)}
        >
          {(Object.keys(metrics) as Metric[]).map((key) => (
            <MenuItem key={key} value={key}>
              {metrics[key].label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <BarChart
        height={340}
        dataset={sorted}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'city', width: 64 }]}
        xAxis={[{ label: `${label} (${unit})`, height: 56 }]}
        series={[
          {
            dataKey: metric,
            label,
            color,
            valueFormatter: (value) =>
              value === null ? '' : `${value.toLocaleString('en-US')} ${unit}`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
