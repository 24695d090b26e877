import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridLogicOperator,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(200, 106);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 155 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function EditItemsFromCode() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 'design', field: 'department', operator: 'equals', value: 'Design' },
    ],
    logicOperator: GridLogicOperator.And,
  });

  const addTopEarners = () =>
    // Items whose id already exists are replaced, the others are added.
    apiRef.current?.upsertFilterItems([
      { id: 'salary', field: 'salary', operator: '>=', value: 100000 },
      { id: 'rating', field: 'rating', operator: '>=', value: 4 },
    ]);

  const isOr = filterModel.logicOperator === GridLogicOperator.Or;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}
      >
        <Button size="small" variant="outlined" onClick={addTopEarners}>
          Add salary and rating
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterLogicOperator(
              isOr ? GridLogicOperator.And : GridLogicOperator.Or,
            )
          }
        >
          Use {isOr ? 'And' : 'Or'}
        </Button>
        {filterModel.items.map((item) => (
          <Chip
            key={item.id}
            size="small"
            label={`${item.field} ${item.operator} ${item.value ?? '…'}`}
            onDelete={() => apiRef.current?.deleteFilterItem(item)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
