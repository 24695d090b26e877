import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(120, 52);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  // Hidden by default; the quick filter skips hidden columns unless told otherwise.
  { field: 'email', headerName: 'Email', width: 240 },
];

// Commas separate search terms, so "South Africa, Sales" is two terms, not three.
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
const formatTerms = (values: string[]) => values.join(', ');

function PhraseToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        parser={parseTerms}
        formatter={formatTerms}
        debounceMs={300}
        defaultExpanded
      >
        <QuickFilterControl
          aria-label="Search"
          placeholder="Terms separated by commas"
          size="small"
          style={{ width: 280 }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function PhraseSearchGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['South Africa', 'Sales'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.quickFilterLogicOperator ?? GridLogicOperator.And}
        onChange={(_event, value: GridLogicOperator | null) =>
          value &&
          setFilterModel((model) => ({ ...model, quickFilterLogicOperator: value }))
        }
        aria-label="Match"
      >
        <ToggleButton value={GridLogicOperator.And}>Match every term</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Match any term</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
          slots={{ toolbar: PhraseToolbar }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
