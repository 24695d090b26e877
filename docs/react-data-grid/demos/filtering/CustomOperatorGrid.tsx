import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  lengthKm: number;
  features: string[];
}

const rows: Trail[] = [
  {
    id: 1,
    name: 'Kestrel Ridge Loop',
    lengthKm: 11.2,
    features: ['viewpoint', 'steep'],
  },
  {
    id: 2,
    name: 'Millstream Walk',
    lengthKm: 4.5,
    features: ['waterfall', 'family', 'shade'],
  },
  {
    id: 3,
    name: 'Heather Moor Path',
    lengthKm: 8.0,
    features: ['viewpoint', 'family'],
  },
  { id: 4, name: 'Old Quarry Trail', lengthKm: 6.3, features: ['steep', 'shade'] },
  {
    id: 5,
    name: 'Lakeshore Circuit',
    lengthKm: 14.7,
    features: ['waterfall', 'viewpoint'],
  },
];

// One operator for an array column: keep the rows whose list holds the typed word.
const hasFeatureOperator: GridFilterOperator<Trail, string[]> = {
  label: 'has',
  value: 'has',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null; // no value typed yet: do not filter
    }
    const wanted = String(filterItem.value).trim().toLowerCase();
    return (value) => value.some((feature) => feature === wanted);
  },
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 170 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 120 },
  {
    field: 'features',
    headerName: 'Features',
    width: 230,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
    filterOperators: [hasFeatureOperator],
  },
];

export default function CustomOperatorGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'features', operator: 'has', value: 'viewpoint' }],
            },
          },
        }}
      />
    </Box>
  );
}
