import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Category = 'Transport' | 'Lodging' | 'Meals';

interface Expense {
  id: number;
  date: string;
  category: Category;
  item: string;
  amount: number;
}

const itemsByCategory: Record<Category, string[]> = {
  Transport: ['Train', 'Taxi', 'Flight'],
  Lodging: ['Hotel', 'Apartment'],
  Meals: ['Breakfast', 'Lunch', 'Dinner'],
};

const allItems = Object.values(itemsByCategory).flat();

const rows: Expense[] = [
  { id: 1, date: '3 Mar', category: 'Transport', item: 'Train', amount: 89 },
  { id: 2, date: '3 Mar', category: 'Lodging', item: 'Hotel', amount: 142 },
  { id: 3, date: '4 Mar', category: 'Meals', item: 'Lunch', amount: 24 },
  { id: 4, date: '4 Mar', category: 'Transport', item: 'Taxi', amount: 31 },
  { id: 5, date: '5 Mar', category: 'Meals', item: 'Dinner', amount: 46 },
];

function CategoryEditCell(props: GridRenderEditCellParams<Expense>) {
  const apiRef = useGridApiContext();
  // A new category empties the item: its old value may not exist in the new list, and the item
  // editor follows its own edit state, not the category's.
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({
      id: props.id,
      field: 'item',
      value: '',
    });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 90 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: Object.keys(itemsByCategory),
    width: 140,
    editable: true,
    renderEditCell: (params) => <CategoryEditCell {...params} />,
  },
  {
    field: 'item',
    headerName: 'Item',
    type: 'singleSelect',
    width: 140,
    editable: true,
    // An empty item marks the cell as an error, and the row cannot be saved until one is chosen.
    preProcessEditCellProps: ({ props }) => ({ ...props, error: !props.value }),
    // While a row is edited, `row` holds the values being edited, so the list follows the new category.
    // The filter panel calls this without a row: offer every item there.
    valueOptions: ({ row }) => (row ? itemsByCategory[row.category] : allItems),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function LinkedSelectsRowEditingGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" />
    </Box>
  );
}
