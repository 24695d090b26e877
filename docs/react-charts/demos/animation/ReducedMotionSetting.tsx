import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers to a poll at a town meeting. Each click on "Next answer" counts one more of
// them, and after the last one the count starts again from the first.
const options = ['Library', 'Skate park', 'Market hall'];
const votes = [3, 1, 2, 1, 3, 3, 2, 1, 3, 2, 1, 3];

export default function ReducedMotionSetting() {
  const systemReduces = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [reduceOnThisSite, setReduceOnThisSite] = React.useState(false);
  const [count, setCount] = React.useState(4);

  const data = options.map((label, index) => ({
    id: label,
    label,
    value: votes.slice(0, count).filter((vote) => vote === index + 1).length,
  }));

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Your system {systemReduces ? 'asks' : 'does not ask'} for reduced motion.
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={reduceOnThisSite}
              onChange={(event) => setReduceOnThisSite(event.target.checked)}
            />
          }
          label="Reduce motion on this site"
        />
        <Button
          variant="outlined"
          onClick={() => setCount((current) => (current % votes.length) + 1)}
        >
          Next answer ({count} / {votes.length})
        </Button>
      </Stack>
      <PieChart
        height={260}
        skipAnimation={reduceOnThisSite}
        series={[
          { data, innerRadius: 50, valueFormatter: (item) => `${item.value} votes` },
        ]}
      />
    </Stack>
  );
}
