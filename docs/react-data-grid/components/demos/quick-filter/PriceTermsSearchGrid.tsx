import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  GridCloseIcon,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';
import { createInventory, type StockItem } from './inventory';

const rows = createInventory();

// "<20" or ">100" compares the price; any other term is not tested on this column.
const priceQuickFilter: GetApplyQuickFilterFn<StockItem, number> = (term) => {
  const match = /^([<>])(\d+(?:\.\d+)?)$/.exec(String(term));
  if (!match) {
    return null;
  }
  const limit = Number(match[2]);
  return match[1] === '<' ? (price) => price < limit : (price) => price > limit;
};

// A SKU matches from its start only: "PT" finds power tools, not every SKU containing "pt".
const skuQuickFilter: GetApplyQuickFilterFn<StockItem, string> = (term) => {
  const prefix = String(term).toUpperCase();
  return (sku) => sku.startsWith(prefix);
};

const columns: GridColDef<StockItem>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 100,
    getApplyQuickFilterFn: skuQuickFilter,
  },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 80,
    // Stock levels are never searched.
    getApplyQuickFilterFn: () => null,
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 100,
    getApplyQuickFilterFn: priceQuickFilter,
  },
];

function PriceSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter defaultExpanded style={{ display: 'flex', alignItems: 'center' }}>
        <QuickFilterControl
          aria-label="Search"
          placeholder='Try "paint <20" or "PT >100"'
          size="small"
          style={{ width: 260 }}
        />
        <QuickFilterClear render={<ToolbarButton aria-label="Clear search" />}>
          <GridCloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function PriceTermsSearchGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['<20'] } },
        }}
        slots={{ toolbar: PriceSearchToolbar }}
        showToolbar
      />
    </Box>
  );
}
