import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface CityClimate {
  id: number;
  city: string;
  janHigh: number;
  janLow: number;
  julHigh: number;
  julLow: number;
}

const rows: CityClimate[] = [
  { id: 1, city: 'Oslo', janHigh: -1, janLow: -7, julHigh: 22, julLow: 13 },
  { id: 2, city: 'Lisbon', janHigh: 15, janLow: 8, julHigh: 28, julLow: 18 },
  { id: 3, city: 'Nairobi', janHigh: 25, janLow: 12, julHigh: 22, julLow: 11 },
  { id: 4, city: 'Tokyo', janHigh: 10, janLow: 1, julHigh: 30, julLow: 23 },
  { id: 5, city: 'Buenos Aires', janHigh: 30, janLow: 20, julHigh: 15, julLow: 7 },
  { id: 6, city: 'Montreal', janHigh: -5, janLow: -14, julHigh: 26, julLow: 16 },
];

const temperature = (value: number) => `${value} °C`;

const columns: GridColDef<CityClimate>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  {
    field: 'janHigh',
    headerName: 'High',
    type: 'number',
    width: 90,
    valueFormatter: temperature,
  },
  {
    field: 'janLow',
    headerName: 'Low',
    type: 'number',
    width: 90,
    valueFormatter: temperature,
  },
  {
    field: 'julHigh',
    headerName: 'High',
    type: 'number',
    width: 90,
    valueFormatter: temperature,
  },
  {
    field: 'julLow',
    headerName: 'Low',
    type: 'number',
    width: 90,
    valueFormatter: temperature,
  },
];

// renderHeaderGroup replaces the default title and its tooltip, so the header shows
// the group's description itself.
function MonthHeader(params: GridColumnGroupHeaderParams & { symbol: string }) {
  return (
    <Tooltip title={params.description ?? ''}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <span aria-hidden>{params.symbol}</span>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {params.headerName}
        </Typography>
      </Box>
    </Tooltip>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'january',
    headerName: 'January',
    description: 'Average daily temperatures in January',
    headerAlign: 'center',
    headerClassName: 'group-january',
    renderHeaderGroup: (params) => <MonthHeader {...params} symbol="❄" />,
    children: [{ field: 'janHigh' }, { field: 'janLow' }],
  },
  {
    groupId: 'july',
    headerName: 'July',
    description: 'Average daily temperatures in July',
    headerAlign: 'center',
    headerClassName: 'group-july',
    renderHeaderGroup: (params) => <MonthHeader {...params} symbol="☀" />,
    children: [{ field: 'julHigh' }, { field: 'julLow' }],
  },
];

export default function StyledColumnGroups() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .group-january': { backgroundColor: 'rgba(33, 150, 243, 0.12)' },
        '& .group-july': { backgroundColor: 'rgba(255, 152, 0, 0.14)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={40}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
