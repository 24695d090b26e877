import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridTableRowsIcon,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import { createParts, partColumns } from './inventory';

const rows = createParts(45, 12);

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function DensityMenu() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();

  return (
    <React.Fragment>
      <Tooltip title="Row density">
        <ToolbarButton
          id={buttonId}
          aria-label="Row density"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <GridTableRowsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {DENSITIES.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchor(null);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}

function ExportMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <React.Fragment>
      <Button
        id={buttonId}
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export ▾
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* Export components rendered as menu items; onClick closes the menu. */}
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'stock-levels' }}
          onClick={close}
        >
          <ListItemText primary="Stock list (CSV)" secondary="All visible columns" />
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          options={{
            fileName: 'reorder-sheet',
            fields: ['sku', 'name', 'bin', 'onHand', 'reorderAt'],
          }}
          onClick={close}
        >
          <ListItemText
            primary="Reorder sheet (CSV)"
            secondary="SKU, part, bin and levels"
          />
        </ExportCsv>
        <Divider />
        <ExportPrint
          render={<MenuItem />}
          options={{ hideToolbar: true, hideFooter: true }}
          onClick={close}
        >
          <ListItemText primary="Print" />
        </ExportPrint>
      </Menu>
    </React.Fragment>
  );
}

function MenusToolbar() {
  return (
    <Toolbar>
      <DensityMenu />
      <Box sx={{ flex: 1 }} />
      <ExportMenu />
    </Toolbar>
  );
}

export default function ToolbarMenusGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={partColumns}
        slots={{ toolbar: MenusToolbar }}
        showToolbar
      />
    </Box>
  );
}
