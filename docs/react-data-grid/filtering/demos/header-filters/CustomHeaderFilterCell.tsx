import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(200, 114);

/** Three buttons instead of a select: all rows, active only, inactive only. */
function ActiveHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item } = props;
  const apiRef = useGridApiContext();
  const current: unknown = item.value;
  const value = current === 'true' || current === 'false' ? current : 'all';

  const handleChange = (_event: React.MouseEvent, next: string | null) => {
    if (next === null || next === value) {
      return;
    }
    if (next === 'all') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: next });
    }
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={handleChange}
      aria-label="Filter by status"
      sx={{ mx: 'auto', alignSelf: 'center' }}
    >
      <ToggleButton value="all">All</ToggleButton>
      <ToggleButton value="true">Active</ToggleButton>
      <ToggleButton value="false">Left</ToggleButton>
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 150 },
  {
    field: 'active',
    headerName: 'Status',
    type: 'boolean',
    width: 220,
    renderHeaderFilter: (params) => <ActiveHeaderFilter {...params} />,
  },
];

export default function CustomHeaderFilterCell() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'active', operator: 'is', value: 'true' }],
            },
          },
        }}
      />
    </Box>
  );
}
