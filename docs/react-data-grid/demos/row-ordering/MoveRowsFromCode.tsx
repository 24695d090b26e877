import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  GridArrowUpwardIcon,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Bug {
  id: number;
  title: string;
}

const rows: Bug[] = [
  { id: 101, title: 'Crash when the cart is empty' },
  { id: 102, title: 'Wrong currency on receipts' },
  { id: 103, title: 'Search ignores accents' },
  { id: 104, title: 'Slow first load on mobile' },
  { id: 105, title: 'Avatar upload fails above 5 MB' },
];

export default function MoveRowsFromCode() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<GridRowId[]>(rows.map((row) => row.id));

  const readOrder = React.useCallback(() => {
    setOrder(apiRef.current?.getSortedRowIds() ?? []);
  }, [apiRef]);

  const moveToTop = React.useCallback(
    async (id: GridRowId) => {
      const first = apiRef.current?.getSortedRowIds()[0];
      if (first !== undefined && first !== id) {
        await apiRef.current?.setRowPosition(id, first, 'above');
        readOrder();
      }
    },
    [apiRef, readOrder],
  );

  const columns = React.useMemo<GridColDef<Bug>[]>(
    () => [
      { field: 'id', headerName: 'Bug', width: 80 },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridArrowUpwardIcon />}
              label="Move to top"
              onClick={() => void moveToTop(params.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [moveToTop],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Priority: {order.join(' › ')}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={readOrder}
          hideFooter
        />
      </Box>
    </Box>
  );
}
