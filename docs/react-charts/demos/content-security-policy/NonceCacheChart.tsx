import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LineChart } from '@mui/x-charts/LineChart';

// In a real app the server creates a new nonce for each response and sends it
// in the Content-Security-Policy header; this fixed value stands in for it.
const NONCE = 'rG5tB8pQ2wXk';

// One cache for the whole app, created once: every <style> element it inserts gets the nonce.
const cache = createCache({ key: 'charts-csp', nonce: NONCE });

// Lists the <style> elements of the cache, to show that they carry the nonce.
function StyleReport() {
  const [report, setReport] = React.useState('');
  const check = () => {
    const styles = Array.from(
      document.querySelectorAll<HTMLStyleElement>(
        'style[data-emotion^="charts-csp"]',
      ),
    );
    const withNonce = styles.filter((style) => style.nonce === NONCE).length;
    setReport(
      `<style> elements from the "charts-csp" cache: ${styles.length}, with the nonce: ${withNonce}.`,
    );
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button size="small" variant="outlined" onClick={check}>
        Check the styles
      </Button>
      <Typography variant="body2" color="text.secondary">
        {report}
      </Typography>
    </Stack>
  );
}

export default function NonceCacheChart() {
  return (
    <CacheProvider value={cache}>
      <Stack spacing={1}>
        <LineChart
          height={280}
          xAxis={[
            {
              scaleType: 'point',
              data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[
            {
              data: [212, 198, 240, 231, 264, 310, 175],
              label: 'Parcels delivered',
            },
            { data: [18, 22, 15, 19, 27, 33, 12], label: 'Parcels returned' },
          ]}
        />
        <StyleReport />
      </Stack>
    </CacheProvider>
  );
}
