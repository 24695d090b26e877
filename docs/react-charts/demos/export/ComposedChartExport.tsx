import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useChartRootRef } from '@mui/x-charts/hooks';
import { ChartsDataProviderPro } from '@mui/x-charts-pro/ChartsDataProviderPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

// Everything inside this box is what an export copies. Composed charts have no
// wrapper of their own, so without this ref an export has nothing to copy.
function ExportArea({ children }: { children: React.ReactNode }) {
  const chartRootRef = useChartRootRef();
  return (
    <Box ref={chartRootRef} sx={{ p: 1, bgcolor: 'background.paper' }}>
      {children}
    </Box>
  );
}

export default function ComposedChartExport() {
  const apiRef = useChartProApiRef<'bar'>();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({
              type: 'image/png',
              fileName: 'visitors-by-season',
            })
          }
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsPrint({ fileName: 'visitors-by-season' })
          }
        >
          Print or save as PDF
        </Button>
      </Stack>
      <ChartsDataProviderPro
        apiRef={apiRef}
        height={260}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: seasons }]}
        yAxis={[{ width: 48 }]}
        series={[
          { type: 'bar', data: [4200, 9800, 5100, 2300], label: 'Museum' },
          { type: 'bar', data: [1800, 6200, 2600, 900], label: 'Gardens' },
        ]}
      >
        <ExportArea>
          <Typography variant="subtitle1" component="p">
            Visitors by season, 2025
          </Typography>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
          <Typography variant="caption" color="text.secondary" component="p">
            Source: ticket office
          </Typography>
        </ExportArea>
      </ChartsDataProviderPro>
    </Stack>
  );
}
