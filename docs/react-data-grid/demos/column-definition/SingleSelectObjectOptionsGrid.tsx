import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Warehouse {
  code: string;
  city: string;
}

// Options come from another table, as objects with their own key names.
const warehouses: Warehouse[] = [
  { code: 'RTM', city: 'Rotterdam' },
  { code: 'LEJ', city: 'Leipzig' },
  { code: 'LYS', city: 'Lyon' },
];

interface Shipment {
  id: number;
  reference: string;
  pallets: number;
  warehouse: string; // stores the code, shows the city
}

const rows: Shipment[] = [
  { id: 1, reference: 'SH-40118', pallets: 12, warehouse: 'RTM' },
  { id: 2, reference: 'SH-40119', pallets: 3, warehouse: 'LYS' },
  { id: 3, reference: 'SH-40120', pallets: 26, warehouse: 'LEJ' },
  { id: 4, reference: 'SH-40121', pallets: 8, warehouse: 'RTM' },
  { id: 5, reference: 'SH-40122', pallets: 15, warehouse: 'LEJ' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 140 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 100 },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    width: 160,
    editable: true,
    valueOptions: warehouses,
    getOptionValue: (option) => (option as Warehouse).code,
    getOptionLabel: (option) => (option as Warehouse).city,
  },
];

export default function SingleSelectObjectOptionsGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
