import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  client: string;
  total: number;
  lines: string[];
}

const rows: Invoice[] = [
  {
    id: 'INV-2041',
    client: 'Harbour Bakery',
    total: 1280,
    lines: ['Oven service', 'Spare thermostat'],
  },
  { id: 'INV-2042', client: 'Moss & Stone', total: 460, lines: ['Window cleaning'] },
  {
    id: 'INV-2043',
    client: 'Kite Studio',
    total: 3150,
    lines: ['Network audit', 'Two switches', 'Cabling', 'Support'],
  },
  {
    id: 'INV-2044',
    client: 'Lumen Clinic',
    total: 990,
    lines: ['Annual license', 'Training day'],
  },
];

// Reads the open panels from the grid state, so the label follows every toggle. No onClick:
// in the toggle column the grid toggles the panel on a click on what the cell renders (here
// the button; a click on the cell's own padding is ignored), and a handler calling
// toggleDetailPanel as well would close the panel again in the same click.
function LinesToggle({ id, row }: GridRenderCellParams<Invoice>) {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  return (
    <Button size="small">
      {expanded.has(id)
        ? 'Hide lines'
        : `${row.lines.length} ${row.lines.length === 1 ? 'line' : 'lines'}`}
    </Button>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total €', type: 'number', width: 100 },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Lines',
    width: 110,
    renderHeader: () => 'Lines',
    renderCell: (params) => <LinesToggle {...params} />,
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<Invoice>) => (
  <Stack sx={{ px: 3, py: 1 }}>
    {row.lines.map((line) => (
      <Typography key={line} variant="body2">
        · {line}
      </Typography>
    ))}
  </Stack>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function CustomToggleColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
