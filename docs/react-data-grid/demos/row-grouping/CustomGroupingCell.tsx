import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  useGridApiContext,
  useGridSelector,
  type GridApiPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

// The orders of a group that pass the filters, at any depth (group rows left out):
// the count the built-in grouping cell shows in brackets. Read through useGridSelector,
// it follows the filters.
function orderCountSelector(
  apiRef: { current: GridApiPremium },
  groupId: GridRowId,
) {
  return apiRef.current.getRowGroupChildren({ groupId, applyFiltering: true })
    .length;
}

function MarketCell(params: GridRenderCellParams<Order>) {
  const { id, field, rowNode, row } = params;
  const apiRef = useGridApiContext();
  const orderCount = useGridSelector(apiRef, orderCountSelector, id);
  // 8 px per level times the grid's --DataGrid-cellOffsetMultiplier (2 by default), as its own grouping cell indents.
  const indent = `calc(var(--DataGrid-cellOffsetMultiplier) * ${rowNode.depth} * 8px)`;

  if (rowNode.type === 'leaf') {
    return (
      <Box component="span" sx={{ ml: indent, pl: 3.5, color: 'text.secondary' }}>
        {row.orderNumber}
      </Box>
    );
  }
  if (rowNode.type !== 'group') {
    return null;
  }

  const expanded = rowNode.childrenExpanded ?? false;
  const toggle = (event: React.MouseEvent) => {
    // Keep the click from reaching the row, as the built-in cell does.
    event.stopPropagation();
    apiRef.current.setRowChildrenExpansion(id, !expanded);
    apiRef.current.setCellFocus(id, field);
  };

  return (
    <ButtonBase
      onClick={toggle}
      tabIndex={-1}
      aria-expanded={expanded}
      sx={{
        ml: indent,
        gap: 1,
        px: 0.5,
        py: 0.25,
        borderRadius: 1,
        typography: 'body2',
        fontWeight: rowNode.depth === 0 ? 600 : 400,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 20,
          transition: 'transform 150ms',
          transform: expanded ? 'rotate(90deg)' : 'none',
        }}
      >
        ▸
      </Box>
      {String(rowNode.groupingKey)}
      <Chip size="small" variant="outlined" label={`${orderCount} orders`} />
    </ButtonBase>
  );
}

const groupingColDef: GridGroupingColDefOverride<Order> = {
  headerName: 'Market',
  width: 250,
  // Replaces the whole cell: the expand button, the label and the count.
  renderCell: (params) => <MarketCell {...params} />,
};

export default function CustomGroupingCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['region', 'country'] },
          columns: {
            columnVisibilityModel: {
              region: false,
              country: false,
              orderNumber: false,
            },
          },
        }}
      />
    </Box>
  );
}
