import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Range', 'Charging', 'Boot space', 'Comfort', 'Price'];

// Scores out of 10 given to three electric cars in a road test.
const cars = [
  { label: 'City hatch', data: [5, 8, 4, 6, 9], fillArea: true },
  { label: 'Family estate', data: [7, 6, 9, 8, 6], fillArea: true },
  { label: 'Long-range saloon', data: [10, 7, 6, 9, 3], fillArea: true },
];

export default function RadarItemTooltip() {
  return (
    <RadarChart
      height={340}
      highlight="series"
      radar={{ max: 10, metrics }}
      series={cars.map((car) => ({
        ...car,
        valueFormatter: (value: number | null) => `${value} / 10`,
      }))}
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
