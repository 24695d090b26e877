import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Branch {
  id: number;
  path: string[];
  manager: string;
  revenue: number;
}

// Only the branches are rows. The regions and countries in their paths are not:
// the grid generates a row for each of them, with empty cells.
const rows: Branch[] = [
  {
    id: 1,
    path: ['Europe', 'Germany', 'Hamburg'],
    manager: 'Jonas Becker',
    revenue: 412000,
  },
  {
    id: 2,
    path: ['Europe', 'Germany', 'Leipzig'],
    manager: 'Elif Demir',
    revenue: 238000,
  },
  {
    id: 3,
    path: ['Europe', 'Germany', 'Cologne'],
    manager: 'Sofia Rossi',
    revenue: 356000,
  },
  {
    id: 4,
    path: ['Europe', 'Portugal', 'Braga'],
    manager: 'Tomás Herrera',
    revenue: 141000,
  },
  {
    id: 5,
    path: ['Europe', 'Portugal', 'Lisbon'],
    manager: 'Mateo Silva',
    revenue: 297000,
  },
  {
    id: 6,
    path: ['Africa', 'Kenya', 'Mombasa'],
    manager: 'Amara Okafor',
    revenue: 118000,
  },
  {
    id: 7,
    path: ['Africa', 'Kenya', 'Nairobi'],
    manager: 'Kwame Mensah',
    revenue: 265000,
  },
  {
    id: 8,
    path: ['Africa', 'South Africa', 'Durban'],
    manager: 'Zanele Dlamini',
    revenue: 174000,
  },
  {
    id: 9,
    path: ['Africa', 'South Africa', 'Cape Town'],
    manager: 'Noah Walsh',
    revenue: 321000,
  },
];

const columns: GridColDef<Branch>[] = [
  { field: 'manager', headerName: 'Manager', width: 150 },
  {
    field: 'revenue',
    headerName: 'Revenue (€)',
    type: 'number',
    width: 130,
  },
];

const getTreeDataPath: DataGridProProps<Branch>['getTreeDataPath'] = (row) =>
  row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Branch',
  flex: 1,
  minWidth: 200,
};

export default function RegionalRevenueTree() {
  const [sortChildren, setSortChildren] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={sortChildren}
              onChange={(event) => setSortChildren(event.target.checked)}
            />
          }
          label="Sort the branches too"
        />
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={!sortChildren}
          initialState={{
            sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
