import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
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
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable) {
      return;
    }
    // Clicks in a menu opened from the cell (the Size options) bubble through React
    // but happen outside the cell's element: they are not clicks on the cell.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      // Every cell that was being edited goes back to view mode, which commits it...
      const next: GridCellModesModel = {};
      Object.keys(previous).forEach((id) => {
        const fields: GridCellModesModel[string] = {};
        Object.keys(previous[id] ?? {}).forEach((field) => {
          fields[field] = { mode: GridCellModes.View };
        });
        next[id] = fields;
      });
      // ...and the clicked cell opens its editor.
      next[params.id] = {
        ...next[params.id],
        [params.field]: { mode: GridCellModes.Edit },
      };
      return next;
    });
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
