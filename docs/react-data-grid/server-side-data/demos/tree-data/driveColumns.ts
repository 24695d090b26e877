import type { GridColDef } from '@mui/x-data-grid-pro';
import type { DriveItem } from '../../../demos/server-side-data/fakeFileServer';

export const driveColumns: GridColDef<DriveItem>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 130 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) =>
      value >= 1024 ? `${(value / 1024).toFixed(1)} MB` : `${value} KB`,
  },
];
