import * as React from 'react';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import {
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarImageExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar } from '@mui/x-charts/Toolbar';
import { days, levels, formatDay } from '../data/riverData';

// A toolbar made of the Pro triggers. Each one renders a Button by default.
function TextButtonToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ mr: 'auto', pl: 1 }}>
        Gauge 12, Mill Weir
      </Typography>
      <ChartsToolbarZoomInTrigger>Zoom in</ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger>Zoom out</ChartsToolbarZoomOutTrigger>
      <Divider orientation="vertical" flexItem />
      <ChartsToolbarPrintExportTrigger options={{ fileName: 'gauge-12' }}>
        Print
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'gauge-12' }}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function TextButtonToolbarChart() {
  return (
    <LineChartPro
      height={340}
      showToolbar
      slots={{ toolbar: TextButtonToolbar }}
      xAxis={[
        {
          data: days,
          scaleType: 'utc',
          valueFormatter: formatDay,
          zoom: true,
        },
      ]}
      yAxis={[{ width: 48, label: 'cm' }]}
      series={[{ data: levels, label: 'River level', showMark: false }]}
    />
  );
}
