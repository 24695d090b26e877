import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

// A spanner drawn for this demo: a handle ending in an open jaw.
const SpannerIcon = createSvgIcon(
  <path d="M3 18.5 12.2 9.3A5 5 0 0 1 18.9 3.2L15.8 6.3 17.7 8.2 20.8 5.1A5 5 0 0 1 14.7 11.8L5.5 21Z" />,
  'Spanner',
);

type BikeStatus = 'Available' | 'Rented' | 'In repair';

interface Bike {
  id: number;
  model: string;
  batteryLevel: number;
  lastServiced: Date;
  checkedOutAt: Date | null;
  electric: boolean;
  status: BikeStatus;
}

const initialRows: Bike[] = [
  {
    id: 1,
    model: 'City Cruiser 3',
    batteryLevel: 0,
    lastServiced: new Date(2025, 2, 4),
    checkedOutAt: null,
    electric: false,
    status: 'Available',
  },
  {
    id: 2,
    model: 'Volt Commuter',
    batteryLevel: 82,
    lastServiced: new Date(2025, 1, 18),
    checkedOutAt: new Date(2025, 3, 2, 8, 15),
    electric: true,
    status: 'Rented',
  },
  {
    id: 3,
    model: 'Volt Commuter',
    batteryLevel: 14,
    lastServiced: new Date(2024, 11, 9),
    checkedOutAt: null,
    electric: true,
    status: 'In repair',
  },
  {
    id: 4,
    model: 'Cargo Hauler',
    batteryLevel: 57,
    lastServiced: new Date(2025, 2, 27),
    checkedOutAt: new Date(2025, 3, 2, 9, 40),
    electric: true,
    status: 'Rented',
  },
  {
    id: 5,
    model: 'City Cruiser 3',
    batteryLevel: 0,
    lastServiced: new Date(2025, 0, 30),
    checkedOutAt: null,
    electric: false,
    status: 'Available',
  },
  {
    id: 6,
    model: 'Trail Runner',
    batteryLevel: 0,
    lastServiced: new Date(2025, 2, 12),
    checkedOutAt: new Date(2025, 3, 1, 17, 5),
    electric: false,
    status: 'Rented',
  },
];

export default function BuiltInTypesGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const sendToRepair = React.useCallback((id: GridRowId) => {
    setRows((prev) =>
      prev.map((row) => (row.id === id ? { ...row, status: 'In repair' } : row)),
    );
  }, []);

  const columns = React.useMemo<GridColDef<Bike>[]>(
    () => [
      { field: 'model', headerName: 'Model (string)', width: 150 },
      {
        field: 'batteryLevel',
        headerName: 'Battery % (number)',
        type: 'number',
        width: 150,
      },
      {
        field: 'lastServiced',
        headerName: 'Serviced (date)',
        type: 'date',
        width: 140,
      },
      {
        field: 'checkedOutAt',
        headerName: 'Checked out (dateTime)',
        type: 'dateTime',
        width: 200,
      },
      {
        field: 'electric',
        headerName: 'E-bike (boolean)',
        type: 'boolean',
        width: 140,
      },
      {
        field: 'status',
        headerName: 'Status (singleSelect)',
        type: 'singleSelect',
        valueOptions: ['Available', 'Rented', 'In repair'],
        width: 170,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<SpannerIcon />}
              label="Send to repair"
              disabled={params.row.status === 'In repair'}
              onClick={() => sendToRepair(params.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [sendToRepair],
  );

  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
