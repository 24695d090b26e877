import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  mileage: number;
  internalRef: string;
}

const rows: Vehicle[] = [
  {
    id: 1,
    plate: 'KX-204-LM',
    model: 'Sprinter 316',
    depot: 'North',
    mileage: 182340,
    internalRef: 'VH-0091',
  },
  {
    id: 2,
    plate: 'KX-511-PB',
    model: 'Transit Custom',
    depot: 'Harbour',
    mileage: 96310,
    internalRef: 'VH-0107',
  },
  {
    id: 3,
    plate: 'LA-078-RT',
    model: 'e-Vito',
    depot: 'North',
    mileage: 41208,
    internalRef: 'VH-0133',
  },
  {
    id: 4,
    plate: 'LA-330-DZ',
    model: 'Master L3',
    depot: 'Airport',
    mileage: 128760,
    internalRef: 'VH-0140',
  },
];

const columns: GridColDef<Vehicle>[] = [
  // The plate identifies the row: it can never be hidden.
  { field: 'plate', headerName: 'Plate', width: 130, hideable: false },
  { field: 'model', headerName: 'Model', width: 150 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'internalRef', headerName: 'Internal ref.', width: 120 },
];

// Columns users may switch on and off in the panel; the others are not listed.
const togglable = ['plate', 'model', 'depot', 'mileage'];

export default function PanelColumnsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { internalRef: false } } }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => togglable.includes(column.field))
                .map((column) => column.field),
          },
        }}
        hideFooter
      />
    </Box>
  );
}
