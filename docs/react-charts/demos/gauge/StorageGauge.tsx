import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function StorageGauge() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
      <Gauge width={160} height={160} value={72} text={({ value }) => `${value}%`} />
      <Gauge
        width={160}
        height={160}
        value={348}
        valueMax={512}
        innerRadius="70%"
        text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
      />
    </Stack>
  );
}
