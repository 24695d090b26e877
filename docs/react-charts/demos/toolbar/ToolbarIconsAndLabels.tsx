import * as React from 'react';
import { createSvgIcon } from '@mui/material/utils';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const PlusIcon = createSvgIcon(
  <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />,
  'Plus',
);
const MinusIcon = createSvgIcon(<path d="M5 11h14v2H5z" />, 'Minus');
const DownloadIcon = createSvgIcon(
  <path d="M11 4h2v8.2l3.3-3.3 1.4 1.4-5.7 5.7-5.7-5.7 1.4-1.4 3.3 3.3zM5 18h14v2H5z" />,
  'Download',
);

const stations = [
  'Quay St',
  'Market',
  'Library',
  'Old Mill',
  'Station',
  'Park Gate',
  'Harbour',
  'Museum',
  'Stadium',
  'Bridge Rd',
];
const boardings = [1320, 2480, 960, 740, 3110, 1180, 1640, 870, 2050, 1390];

export default function ToolbarIconsAndLabels() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      initialZoom={[{ axisId: 'stations', start: 0, end: 60 }]}
      xAxis={[{ id: 'stations', scaleType: 'band', data: stations, zoom: true }]}
      yAxis={[{ width: 48 }]}
      series={[{ data: boardings, label: 'Boardings on Monday' }]}
      slots={{
        zoomInIcon: PlusIcon,
        zoomOutIcon: MinusIcon,
        exportIcon: DownloadIcon,
      }}
      slotProps={{
        toolbar: {
          // Only image downloads: no print entry in the menu.
          printOptions: { disableToolbarButton: true },
          imageExportOptions: [{ type: 'image/png', fileName: 'boardings' }],
        },
      }}
      localeText={{
        zoomIn: 'Show fewer stations',
        zoomOut: 'Show more stations',
        toolbarExport: 'Download',
        toolbarExportImage: () => 'Download as PNG',
      }}
    />
  );
}
