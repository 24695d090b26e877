import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridSearchIcon,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  type GridColDef,
  useGridApiContext,
} from '@mui/x-data-grid';
import { createInventory, type StockItem } from './inventory';

const rows = createInventory();

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'aisle', headerName: 'Aisle', width: 110 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
];

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function ShortcutToolbar() {
  // Controlled: the toolbar decides when the search is open.
  const [expanded, setExpanded] = React.useState(false);

  const apiRef = useGridApiContext();

  // Listen on the grid's root element: "/" works while focus is anywhere in this grid.
  React.useEffect(() => {
    const root = apiRef.current.rootElementRef.current;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === '/' && !isTyping(event.target)) {
        event.preventDefault(); // keep the "/" out of the field
        setExpanded(true); // expanding moves focus into the input (see the control's render)
      }
    };
    root?.addEventListener('keydown', handleKeyDown);
    return () => root?.removeEventListener('keydown', handleKeyDown);
  }, [apiRef]);

  return (
    <Toolbar>
      <QuickFilter
        expanded={expanded}
        onExpandedChange={setExpanded}
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <QuickFilterTrigger
          render={(props, state) => (
            <Button {...props} size="small" startIcon={<GridSearchIcon />}>
              {state.expanded ? 'Close search' : 'Search (press /)'}
            </Button>
          )}
        />
        {/* Collapsed, the input is hidden and leaves the tab order. */}
        <QuickFilterControl
          aria-label="Search stock"
          placeholder="Product, SKU or aisle"
          size="small"
          style={{ display: expanded ? undefined : 'none', width: 240 }}
          // QuickFilter focuses this ref on expanding: hand it the input, not the field's frame.
          render={({ ref, ...controlProps }) => (
            <TextField {...controlProps} inputRef={ref} />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function SlashShortcutSearchGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ShortcutToolbar }}
        showToolbar
      />
    </Box>
  );
}
