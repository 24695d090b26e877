import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How a library's loans were made, in %, before and after self-service kiosks arrived.
const colors = { desk: '#5c6bc0', kiosk: '#26a69a', app: '#ffa726' };
const before = [
  { id: 'desk-2019', label: 'Front desk', value: 82, color: colors.desk },
  { id: 'app-2019', label: 'App', value: 18, color: colors.app },
];
const after = [
  { id: 'desk-2024', label: 'Front desk', value: 35, color: colors.desk },
  { id: 'kiosk-2024', label: 'Kiosk', value: 41, color: colors.kiosk },
  { id: 'app-2024', label: 'App', value: 24, color: colors.app },
];

const common = {
  outerRadius: 100,
  arcLabel: 'label',
  arcLabelMinAngle: 30,
  valueFormatter: (item: { value: number }) => `${item.value}% of loans`,
} as const;

export default function TwoPiesSideBySide() {
  return (
    <Stack>
      <PieChart
        height={240}
        series={[
          { ...common, id: '2019', data: before, cx: '25%', cy: '50%' },
          { ...common, id: '2024', data: after, cx: '75%', cy: '50%' },
        ]}
        hideLegend
      />
      <Stack direction="row">
        <Typography variant="subtitle2" sx={{ flex: 1, textAlign: 'center' }}>
          2019
        </Typography>
        <Typography variant="subtitle2" sx={{ flex: 1, textAlign: 'center' }}>
          2024
        </Typography>
      </Stack>
    </Stack>
  );
}
