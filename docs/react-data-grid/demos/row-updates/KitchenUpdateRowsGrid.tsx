import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface KitchenOrder {
  id: number;
  table: number;
  dish: string;
  status: 'Queued' | 'Cooking' | 'Served';
}

const initialRows: KitchenOrder[] = [
  { id: 1, table: 4, dish: 'Mushroom risotto', status: 'Cooking' },
  { id: 2, table: 7, dish: 'Grilled sea bass', status: 'Queued' },
  { id: 3, table: 2, dish: 'Lentil soup', status: 'Queued' },
];

const dishes = ['Caesar salad', 'Beef ragù', 'Falafel plate', 'Apple tart'];

const columns: GridColDef<KitchenOrder>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'table', headerName: 'Table', type: 'number', width: 80 },
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function KitchenUpdateRowsGrid() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(4);

  const addOrder = () => {
    const id = nextId.current;
    nextId.current += 1;
    // An unknown id adds a row.
    apiRef.current?.updateRows([
      { id, table: id + 1, dish: dishes[id % dishes.length], status: 'Queued' },
    ]);
  };

  const advanceOldest = () => {
    const rows = apiRef.current?.getRowModels();
    const oldest = ([...(rows?.values() ?? [])] as KitchenOrder[]).find(
      (row) => row.status !== 'Served',
    );
    if (oldest) {
      // A known id merges the listed fields into the row.
      const status = oldest.status === 'Queued' ? 'Cooking' : 'Served';
      apiRef.current?.updateRows([{ id: oldest.id, status }]);
    }
  };

  const clearServed = () => {
    const served: GridRowId[] = [];
    apiRef.current?.getRowModels().forEach((row, id) => {
      if (row.status === 'Served') {
        served.push(id);
      }
    });
    // The free grid takes one update per call.
    served.forEach((id) => apiRef.current?.updateRows([{ id, _action: 'delete' }]));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addOrder}>
          New order
        </Button>
        <Button size="small" variant="outlined" onClick={advanceOldest}>
          Advance oldest
        </Button>
        <Button size="small" variant="outlined" onClick={clearServed}>
          Clear served
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
