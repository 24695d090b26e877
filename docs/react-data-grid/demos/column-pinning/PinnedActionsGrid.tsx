import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridActionsCell,
  GridActionsCellItem,
  GridCheckIcon,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  client: string;
  issued: Date;
  due: Date;
  amount: number;
  project: string;
  paid: boolean;
}

const initialRows: Invoice[] = [
  {
    id: 'INV-2041',
    client: 'Brightwater Studio',
    issued: new Date(2025, 2, 3),
    due: new Date(2025, 3, 2),
    amount: 4200,
    project: 'Website redesign',
    paid: false,
  },
  {
    id: 'INV-2042',
    client: 'Okapi Logistics',
    issued: new Date(2025, 2, 7),
    due: new Date(2025, 3, 6),
    amount: 1250,
    project: 'Route planner audit',
    paid: true,
  },
  {
    id: 'INV-2043',
    client: 'Fernhill School',
    issued: new Date(2025, 2, 12),
    due: new Date(2025, 3, 11),
    amount: 860,
    project: 'Parent portal support',
    paid: false,
  },
  {
    id: 'INV-2044',
    client: 'Marlow & Sons',
    issued: new Date(2025, 2, 18),
    due: new Date(2025, 3, 17),
    amount: 3075,
    project: 'Inventory app',
    paid: false,
  },
];

export default function PinnedActionsGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const markPaid = React.useCallback((id: GridRowId) => {
    setRows((previous) =>
      previous.map((row) => (row.id === id ? { ...row, paid: true } : row)),
    );
  }, []);

  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => [
      { field: 'id', headerName: 'Invoice', width: 110 },
      { field: 'client', headerName: 'Client', width: 180 },
      { field: 'project', headerName: 'Project', width: 200 },
      { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
      { field: 'due', headerName: 'Due', type: 'date', width: 120 },
      { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
      { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridCheckIcon />}
              label="Mark as paid"
              disabled={params.row.paid}
              onClick={() => markPaid(params.id)}
            />
            <GridActionsCellItem
              label="Delete"
              showInMenu
              onClick={() =>
                setRows((previous) => previous.filter((row) => row.id !== params.id))
              }
            />
          </GridActionsCell>
        ),
      },
    ],
    [markPaid],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{
          pinnedColumns: {
            left: [GRID_CHECKBOX_SELECTION_FIELD, 'id'],
            right: ['actions'],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
