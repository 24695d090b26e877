import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  status: 'Shipped' | 'Packing' | 'Cancelled';
  lines: string[];
}

const rows: Order[] = [
  {
    id: 1041,
    customer: 'Harbour Books',
    status: 'Shipped',
    lines: ['12 × Atlas of Tides', '4 × Sea Charts'],
  },
  { id: 1042, customer: 'Tandem Cycles', status: 'Cancelled', lines: [] },
  {
    id: 1043,
    customer: 'Kiln & Co',
    status: 'Packing',
    lines: ['30 × Glaze sampler'],
  },
  {
    id: 1044,
    customer: 'Northwind Café',
    status: 'Shipped',
    lines: ['6 × Espresso cups', '6 × Saucers'],
  },
  { id: 1045, customer: 'Lumen Studio', status: 'Cancelled', lines: [] },
];

/** The toggle column's header: opens the panel of every row that has one, or closes them all. */
function ToggleAllPanelsHeader() {
  const apiRef = useGridApiContext();
  const rowIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const contents = useGridSelector(
    apiRef,
    gridDetailPanelExpandedRowsContentCacheSelector,
  );
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // The grid keeps what getDetailPanelContent returned for each row: null for a row without a panel.
  const withPanel = rowIds.filter((id) => React.isValidElement(contents[id]));
  const allOpen = withPanel.length > 0 && withPanel.every((id) => expanded.has(id));

  return (
    <Button
      size="small"
      onClick={() =>
        apiRef.current.setExpandedDetailPanels(
          allOpen ? new Set() : new Set(withPanel),
        )
      }
    >
      {allOpen ? 'Collapse all' : 'Expand all'}
    </Button>
  );
}

const columns: GridColDef<Order>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 120,
    renderHeader: () => <ToggleAllPanelsHeader />,
  },
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// A cancelled order has no lines, and no panel: the toggle on its row is disabled.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) =>
  row.lines.length === 0 ? null : (
    <Box sx={{ px: 3, py: 1 }}>
      {row.lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );

const getDetailPanelHeight = () => 'auto' as const;

export default function ExpandAllDetailPanels() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
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
