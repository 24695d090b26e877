import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridFilterListIcon,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
  type GridLocaleText,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  title: string;
  city: string;
  remote: boolean;
  salary: number;
}

const rows: Listing[] = [
  {
    id: 1,
    title: 'Frontend developer',
    city: 'Berlin',
    remote: true,
    salary: 68000,
  },
  { id: 2, title: 'Data analyst', city: 'Lisbon', remote: false, salary: 41000 },
  {
    id: 3,
    title: 'Backend developer',
    city: 'Berlin',
    remote: false,
    salary: 72000,
  },
  {
    id: 4,
    title: 'Product designer',
    city: 'Amsterdam',
    remote: true,
    salary: 63000,
  },
  {
    id: 5,
    title: 'Site reliability engineer',
    city: 'Dublin',
    remote: true,
    salary: 81000,
  },
  { id: 6, title: 'QA engineer', city: 'Lisbon', remote: true, salary: 39000 },
  { id: 7, title: 'Mobile developer', city: 'Berlin', remote: true, salary: 66000 },
  {
    id: 8,
    title: 'Support specialist',
    city: 'Dublin',
    remote: false,
    salary: 36000,
  },
  { id: 9, title: 'Data engineer', city: 'Amsterdam', remote: false, salary: 74000 },
  { id: 10, title: 'Technical writer', city: 'Lisbon', remote: true, salary: 45000 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 135 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 145 },
];

function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const rowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  // The grid's texts: the defaults merged with its `localeText` prop.
  const localeTexts = useGridRootProps().localeText;

  // Words a reader understands: the column's header, the operator's label as the filter panel shows it, the value.
  const describe = (item: GridFilterItem) => {
    const column = columnLookup[item.field];
    const operator = column?.filterOperators?.find(
      (op) => op.value === item.operator,
    );
    const localeKey =
      `filterOperator${item.operator.charAt(0).toUpperCase()}${item.operator.slice(1)}` as keyof GridLocaleText;
    const localeText = localeTexts[localeKey];
    const operatorLabel =
      operator?.label ??
      (typeof localeText === 'string' ? localeText : item.operator);
    return `${column?.headerName ?? item.field} ${operatorLabel} ${item.value ?? ''}`.trim();
  };

  return (
    <Toolbar>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flex: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2" sx={{ mx: 0.5 }}>
          {rowCount} of {rows.length} jobs
        </Typography>
        {filterModel.items.map((item) => (
          <Chip
            key={item.id}
            size="small"
            label={describe(item)}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        ))}
      </Stack>
      <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
        <GridFilterListIcon fontSize="small" />
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterChipsToolbarGrid() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: FilterChipsToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'remote', operator: 'is', value: 'true' },
                { id: 2, field: 'salary', operator: '>=', value: 50000 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
