import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Song {
  id: number;
  title: string;
  artist: string;
  minutes: number;
}

const initialRows: Song[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Quay', minutes: 3.5 },
  { id: 2, title: 'Slow Tram Home', artist: 'Nora Vale', minutes: 4.2 },
  { id: 3, title: 'Paper Kites', artist: 'Fieldnotes', minutes: 2.9 },
  { id: 4, title: 'Winter Orchard', artist: 'Nora Vale', minutes: 5.1 },
  { id: 5, title: 'Neon Bakery', artist: 'Static Choir', minutes: 3.8 },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

interface OpenMenu {
  rowId: number;
  top: number;
  left: number;
}

export default function RowContextMenuGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<OpenMenu | null>(null);
  const nextId = React.useRef(initialRows.length + 1);

  // Spread on every row element, which carries the row id in data-id.
  const slotProps = React.useMemo(
    () => ({
      row: {
        onContextMenu: (event: React.MouseEvent<HTMLDivElement>) => {
          event.preventDefault();
          const rowId = Number(event.currentTarget.dataset.id);
          setMenu({ rowId, top: event.clientY, left: event.clientX });
        },
      },
    }),
    [],
  );

  const close = () => setMenu(null);

  const moveToTop = () => {
    setRows((current) => {
      const song = current.find((row) => row.id === menu?.rowId);
      return song ? [song, ...current.filter((row) => row !== song)] : current;
    });
    close();
  };

  const duplicate = () => {
    setRows((current) => {
      const index = current.findIndex((row) => row.id === menu?.rowId);
      if (index === -1) {
        return current;
      }
      const copy = { ...current[index]!, id: nextId.current };
      nextId.current += 1;
      return [...current.slice(0, index + 1), copy, ...current.slice(index + 1)];
    });
    close();
  };

  const remove = () => {
    setRows((current) => current.filter((row) => row.id !== menu?.rowId));
    close();
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slotProps={slotProps} hideFooter />
      <Menu
        open={menu !== null}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={moveToTop}>Move to top</MenuItem>
        <MenuItem onClick={duplicate}>Duplicate</MenuItem>
        <MenuItem onClick={remove}>Remove from playlist</MenuItem>
      </Menu>
    </Box>
  );
}
