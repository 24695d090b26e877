import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 30;

// A repeatable stand-in for an anemometer: the reading for second `n`, in km/h.
function windSpeedAt(second: number) {
  const gusts = 6 * Math.sin(second / 3) + 3 * Math.sin(second * 1.7);
  return Math.round((24 + gusts + 4 * Math.sin(second / 11)) * 10) / 10;
}

function readingsUpTo(lastSecond: number) {
  return Array.from({ length: WINDOW }, (_, index) => {
    const second = lastSecond - WINDOW + 1 + index;
    return { second, speed: windSpeedAt(second) };
  });
}

export default function LiveWindReadings() {
  const [lastSecond, setLastSecond] = React.useState(WINDOW - 1);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setLastSecond((second) => second + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const readings = readingsUpTo(lastSecond);
  const latestSpeed = windSpeedAt(lastSecond);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Second {lastSecond}: {latestSpeed} km/h
        </Typography>
      </Stack>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[
          {
            data: readings.map((reading) => reading.second),
            scaleType: 'point',
            tickInterval: (second: number) => second % 5 === 0,
            valueFormatter: (second: number) => `${second}s`,
          },
        ]}
        yAxis={[{ min: 0, max: 40, label: 'km/h', width: 56 }]}
        series={[
          {
            data: readings.map((reading) => reading.speed),
            label: 'Wind speed',
            showMark: false,
            valueFormatter: (value) => `${value} km/h`,
          },
        ]}
      />
    </Stack>
  );
}
