import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import type { ChartImageExportOptions } from '@mui/x-charts-pro';

const stations = [
  'Central',
  'Harbour',
  'University',
  'Old Town',
  'Airport',
  'Stadium',
];
// Average weekday boardings at the busiest stations of a tram network, in 2025.
const boardings = [18400, 12900, 11700, 9800, 7600, 5200];

const TITLE = 'Busiest tram stations, average weekday boardings (2025)';
const SOURCE = 'Source: city transport authority, automatic passenger counts.';

// Runs in the hidden frame the chart is copied into, just before the image is drawn:
// the page shows no title, but the exported image has one, and a source line.
const addTitleAndSource: ChartImageExportOptions['onBeforeExport'] = (iframe) => {
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  const title = doc.createElement('h2');
  title.textContent = TITLE;
  title.style.cssText = 'font: 600 18px sans-serif; margin: 0 0 8px;';
  const source = doc.createElement('p');
  source.textContent = SOURCE;
  source.style.cssText = 'font: 12px sans-serif; color: #666; margin: 8px 0 0;';
  doc.body.prepend(title);
  doc.body.append(source);
  doc.body.style.padding = '16px';
  doc.body.style.background = '#fff';
};

export default function ExportWithTitleAndSource() {
  const apiRef = useChartProApiRef<'bar'>();

  return (
    <Stack spacing={1}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          apiRef.current?.exportAsImage({
            type: 'image/png',
            fileName: 'tram-stations-2025',
            onBeforeExport: addTitleAndSource,
          })
        }
      >
        Download PNG with title
      </Button>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'band', data: stations }]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            data: boardings,
            label: 'Boardings',
            valueFormatter: (value) =>
              value === null ? '' : `${value.toLocaleString('en-US')} a day`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
