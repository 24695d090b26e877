import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Bikes rented from one station, by type.
const electric = [42, 38, 45, 51, 63, 88, 74];
const classic = [30, 27, 33, 29, 41, 70, 66];

const totals = electric.map((value, index) => value + (classic[index] ?? 0));

export default function StackTotalLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ width: 40 }]}
      series={[
        { data: electric, label: 'Electric', stack: 'rentals' },
        {
          data: classic,
          label: 'Classic',
          stack: 'rentals',
          // Only the top series of the stack writes a label, placed past its end.
          barLabel: (item) => String(totals[item.dataIndex] ?? ''),
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
