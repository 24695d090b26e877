import { BarChart } from '@mui/x-charts/BarChart';

// Eight weeks of daily library loans, from Monday 24 February 2025.
const weekdayLoans = [128, 141, 136, 150, 162, 97, 58];
const days = Array.from({ length: 56 }, (_, index) => new Date(2025, 1, 24 + index));
const loans = days.map(
  (day, index) =>
    (weekdayLoans[(day.getDay() + 6) % 7] ?? 0) + Math.round(index / 2),
);

const fullDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

export default function DateAxisBars() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // Ticks at the first day of each month, and when there is room on each
          // Sunday, where the 'weeks' frequency starts a week.
          ordinalTimeTicks: ['months', 'weeks'],
          valueFormatter: (day: Date) => fullDate.format(day),
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ data: loans, label: 'Loans' }]}
      hideLegend
    />
  );
}
