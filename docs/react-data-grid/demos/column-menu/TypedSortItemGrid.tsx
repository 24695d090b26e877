import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  pages: number;
  published: Date;
}

const rows: Book[] = [
  { id: 1, title: 'Salt and Lanterns', pages: 312, published: new Date(2019, 4, 2) },
  {
    id: 2,
    title: 'The Orchard Ledger',
    pages: 188,
    published: new Date(2023, 9, 17),
  },
  {
    id: 3,
    title: 'Maps of a Quiet Sea',
    pages: 426,
    published: new Date(2015, 1, 9),
  },
  { id: 4, title: 'Winter Ferry', pages: 254, published: new Date(2021, 6, 30) },
  { id: 5, title: 'Copper Hours', pages: 139, published: new Date(2024, 2, 11) },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
  { field: 'published', headerName: 'Published', type: 'date', width: 130 },
];

// Words that say what each direction means for the column's type.
function directionLabels(type: string | undefined): [string, string] {
  if (type === 'number') {
    return ['Fewest first', 'Most first'];
  }
  if (type === 'date' || type === 'dateTime') {
    return ['Oldest first', 'Newest first'];
  }
  return ['A to Z', 'Z to A'];
}

// Replaces the built-in sort item: same slot name, own component.
function TypedSortItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === colDef.field)?.sort;
  const [ascending, descending] = directionLabels(colDef.type);

  if (!colDef.sortable) {
    return null;
  }

  const sortBy = (event: React.MouseEvent, direction: 'asc' | 'desc' | null) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem
        selected={current === 'asc'}
        onClick={(event) => sortBy(event, 'asc')}
      >
        <ListItemText>{ascending}</ListItemText>
      </MenuItem>
      <MenuItem
        selected={current === 'desc'}
        onClick={(event) => sortBy(event, 'desc')}
      >
        <ListItemText>{descending}</ListItemText>
      </MenuItem>
      {current ? (
        <MenuItem onClick={(event) => sortBy(event, null)}>
          <ListItemText>Original order</ListItemText>
        </MenuItem>
      ) : null}
    </React.Fragment>
  );
}

function BooksColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: TypedSortItem }} />;
}

export default function TypedSortItemGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: BooksColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
