import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(200, 102);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 125 },
];

export default function LogicOperatorToggle() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 'country', field: 'country', operator: 'equals', value: 'Japan' },
      { id: 'rating', field: 'rating', operator: '>', value: 4.5 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Country is Japan</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterModel.logicOperator ?? GridLogicOperator.And}
          onChange={(_event, value: GridLogicOperator | null) => {
            if (value) {
              setFilterModel((model) => ({ ...model, logicOperator: value }));
            }
          }}
          aria-label="Logic operator"
        >
          <ToggleButton value={GridLogicOperator.And}>And</ToggleButton>
          <ToggleButton value={GridLogicOperator.Or}>Or</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">rating above 4.5</Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slotProps={{ filterPanel: { filterFormProps: { columnsSort: 'asc' } } }}
        />
      </Box>
    </Stack>
  );
}
