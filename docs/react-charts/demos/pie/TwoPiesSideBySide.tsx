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
  // Two pies share the width: 80 px keeps them apart on a phone too.
  outerRadius: 80,
  arcLabel: 'label',
  arcLabelMinAngle: 30,
  valueFormatter: (item: { value: number }) => `${item.value}% of loans`,
} as const;

export default function TwoPiesSideBySide() {
  return (
    <Stack>
      <PieChart
        height={200}
        series={[
          { ...common, id: '2019', data: before, cx: '25%', cy: '50%' },
          { ...common, id: '2024', data: after, cx: '75%', cy: '50%' },
        ]}
        hideLegend
      />
      {/* `cx` does not mirror in a right-to-left page: keep the captions in the same order. */}
      <Stack direction="row" sx={{ direction: 'ltr' }}>
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
