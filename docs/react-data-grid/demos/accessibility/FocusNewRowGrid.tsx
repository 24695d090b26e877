import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Visitor {
  id: number;
  name: string;
  company: string;
  host: string;
}

const initialRows: Visitor[] = [
  { id: 1, name: 'Zanele Dlamini', company: 'Kestrel Labs', host: 'Mei Tanaka' },
  { id: 2, name: 'Mateo Silva', company: 'Tidewater', host: 'Jonas Lindqvist' },
  { id: 3, name: 'Léa Moreau', company: 'Orchard & Co', host: 'Mei Tanaka' },
  { id: 4, name: 'Arjun Iyer', company: 'Northwind', host: 'Priya Raman' },
  { id: 5, name: 'Elif Demir', company: 'Bluebird Cafés', host: 'Rafael Duarte' },
  { id: 6, name: 'Noah Walsh', company: 'Alvara Energy', host: 'Priya Raman' },
  { id: 7, name: 'Yuki Sato', company: 'Fjord Shipping', host: 'Amara Okafor' },
];

const columns: GridColDef<Visitor>[] = [
  { field: 'name', headerName: 'Visitor', flex: 1, minWidth: 150, editable: true },
  { field: 'company', headerName: 'Company', width: 150, editable: true },
  { field: 'host', headerName: 'Host', width: 150, editable: true },
];

export default function FocusNewRowGrid() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [pendingFocus, setPendingFocus] = React.useState<number | null>(null);

  const addVisitor = () => {
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    setRows((current) => [...current, { id, name: '', company: '', host: '' }]);
    setPendingFocus(id);
  };

  // Runs after the grid has received the new row: only then does the row have a position.
  React.useEffect(() => {
    const api = apiRef.current;
    if (pendingFocus === null || !api) {
      return;
    }
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(pendingFocus);
    if (rowIndex >= 0) {
      api.scrollToIndexes({ rowIndex, colIndex: 0 });
      api.setCellFocus(pendingFocus, 'name');
      api.startCellEditMode({ id: pendingFocus, field: 'name' });
    }
    setPendingFocus(null);
  }, [apiRef, pendingFocus, rows]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="contained"
        onClick={addVisitor}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add a visitor
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Visitors today"
          processRowUpdate={(newRow: Visitor) => {
            setRows((current) =>
              current.map((row) => (row.id === newRow.id ? newRow : row)),
            );
            return newRow;
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
