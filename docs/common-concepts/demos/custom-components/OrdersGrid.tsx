import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  ExportCsv,
  GridAddIcon,
  GridViewColumnIcon,
  GridFilterListIcon,
  GridDownloadIcon,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    title?: string;
    onAddRow?: () => void;
  }
}

function OrdersToolbar({ title, onAddRow }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        {title}
      </Typography>
      <Tooltip title="Add order">
        <ToolbarButton onClick={onAddRow}>
          <GridAddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <GridViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <GridFilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

interface Order {
  id: number;
  customer: string;
  total: number;
}

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'total', headerName: 'Total', type: 'number', width: 140 },
];

export default function OrdersGrid() {
  const [rows, setRows] = React.useState<Order[]>([
    { id: 1, customer: 'Ada Lovelace', total: 120 },
    { id: 2, customer: 'Alan Turing', total: 75 },
  ]);

  const handleAddRow = React.useCallback(() => {
    setRows((prev) => [
      ...prev,
      { id: prev.length + 1, customer: 'New customer', total: 0 },
    ]);
  }, []);

  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: OrdersToolbar }}
        slotProps={{
          toolbar: { title: `Orders (${rows.length})`, onAddRow: handleAddRow },
        }}
      />
    </div>
  );
}
