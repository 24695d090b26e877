import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  GridViewColumnIcon,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Kettle',
    description: 'Stainless steel, 1.7 litres, switches off when boiled',
    price: 39,
    stock: 14,
  },
  {
    id: 2,
    name: 'Teapot',
    description: 'Glazed stoneware with a removable infuser',
    price: 28,
    stock: 0,
  },
  {
    id: 3,
    name: 'Mug set',
    description: 'Four mugs, dishwasher safe',
    price: 22,
    stock: 37,
  },
  {
    id: 4,
    name: 'Grinder',
    description: 'Conical burrs, fifteen grind settings from espresso to cold brew',
    price: 64,
    stock: 5,
  },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 120 },
  { field: 'description', headerName: 'Description', width: 180 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// The menu is written out item by item: no displayOrder, the dividers where you put them.
function CatalogueColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, open, id, labelledby } = props;
  const apiRef = useGridApiContext();

  const fitToContent = (event: React.MouseEvent) => {
    hideMenu(event);
    void apiRef.current.autosizeColumns({
      columns: [colDef.field],
      includeHeaders: true,
    });
  };

  return (
    <GridColumnMenuContainer
      hideMenu={hideMenu}
      colDef={colDef}
      open={open}
      id={id}
      labelledby={labelledby}
    >
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      {/* Only the numbers are worth a filter in this catalogue. */}
      {colDef.type === 'number' && (
        <GridColumnMenuFilterItem colDef={colDef} onClick={hideMenu} />
      )}
      <Divider />
      <MenuItem onClick={fitToContent}>
        <ListItemIcon>
          <GridViewColumnIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Fit to content</ListItemText>
      </MenuItem>
      <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}

export default function AssembledColumnMenuGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: CatalogueColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
