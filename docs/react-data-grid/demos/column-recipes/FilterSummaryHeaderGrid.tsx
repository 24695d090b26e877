import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColTypeDef,
  type GridColumnHeaderParams,
  type GridFilterItem,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  title: string;
  neighbourhood: string;
  guests: number;
  nightlyRate: number;
}

const rows: Listing[] = [
  {
    id: 1,
    title: 'Loft above the bakery',
    neighbourhood: 'Alfama',
    guests: 2,
    nightlyRate: 95,
  },
  {
    id: 2,
    title: 'Family flat with terrace',
    neighbourhood: 'Belém',
    guests: 5,
    nightlyRate: 160,
  },
  {
    id: 3,
    title: 'Tiled studio',
    neighbourhood: 'Alfama',
    guests: 2,
    nightlyRate: 72,
  },
  {
    id: 4,
    title: 'River-view apartment',
    neighbourhood: 'Cais do Sodré',
    guests: 4,
    nightlyRate: 140,
  },
  {
    id: 5,
    title: 'Quiet room near the park',
    neighbourhood: 'Estrela',
    guests: 1,
    nightlyRate: 48,
  },
  {
    id: 6,
    title: 'Rooftop duplex',
    neighbourhood: 'Alfama',
    guests: 6,
    nightlyRate: 210,
  },
];

// An item filters once it has a value, or when its operator needs none (such as "is empty").
function isFiltering(item: GridFilterItem, column: GridColDef) {
  const operator = column.filterOperators?.find(
    ({ value }) => value === item.operator,
  );
  if (!operator) {
    return false;
  }
  const hasValue = Array.isArray(item.value)
    ? item.value.length > 0
    : item.value != null && String(item.value) !== '';
  return hasValue || operator.requiresFilterValue === false;
}

// Reads the filter model through useGridSelector, so it updates whenever a filter changes.
function FilterSummaryHeader(props: GridColumnHeaderParams) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const items = filterModel.items.filter(
    (item) => item.field === props.field && isFiltering(item, props.colDef),
  );

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflow: 'hidden' }}
    >
      <span>{props.colDef.headerName}</span>
      {items.map((item) => (
        <Chip
          key={item.id ?? item.operator}
          size="small"
          color="primary"
          label={
            item.value === undefined
              ? item.operator
              : `${item.operator} ${String(item.value)}`
          }
        />
      ))}
    </Box>
  );
}

const summarised: GridColTypeDef = {
  renderHeader: (params) => <FilterSummaryHeader {...params} />,
};

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Listing', width: 210 },
  { ...summarised, field: 'neighbourhood', headerName: 'Area', width: 230 },
  {
    ...summarised,
    field: 'guests',
    headerName: 'Guests',
    type: 'number',
    width: 150,
  },
  {
    ...summarised,
    field: 'nightlyRate',
    headerName: 'Per night (€)',
    type: 'number',
    width: 190,
  },
];

export default function FilterSummaryHeaderGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                {
                  id: 1,
                  field: 'neighbourhood',
                  operator: 'equals',
                  value: 'Alfama',
                },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
