import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridEventListener,
  useGridApiRef,
} from '@mui/x-data-grid';

interface MenuItem {
  id: number;
  item: string;
  size: 'Small' | 'Regular' | 'Large';
  price: number;
}

const initialRows: MenuItem[] = [
  { id: 1, item: 'Flat white', size: 'Regular', price: 3.4 },
  { id: 2, item: 'Oat latte', size: 'Large', price: 4.2 },
  { id: 3, item: 'Cardamom bun', size: 'Regular', price: 3.1 },
  { id: 4, item: 'Espresso', size: 'Small', price: 2.2 },
  { id: 5, item: 'Iced hibiscus tea', size: 'Large', price: 3.8 },
];

const columns: GridColDef<MenuItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160, editable: true },
  {
    field: 'size',
    headerName: 'Size',
    type: 'singleSelect',
    valueOptions: ['Small', 'Regular', 'Large'],
    width: 120,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function SingleClickEditingGrid() {
  const apiRef = useGridApiRef();

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable || params.cellMode === 'edit') {
      return;
    }
    // Clicks in a menu opened from the cell (the Size options) bubble through React
    // but happen outside the cell's element: they are not clicks on the cell.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    // The cell being edited has just lost the focus to this one, and the grid commits it.
    apiRef.current?.startCellEditMode({ id: params.id, field: params.field });
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
