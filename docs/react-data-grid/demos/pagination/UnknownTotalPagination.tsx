import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Transaction {
  id: number;
  date: string;
  payee: string;
  amount: number;
}

const payees = [
  'Corner Grocer',
  'City Transit',
  'Bookshop Lumen',
  'Water Board',
  'Café Nord',
];

// The ledger holds 43 entries, but the API never says so.
const LEDGER: Transaction[] = Array.from({ length: 43 }, (_, index) => ({
  id: index + 1,
  date: `2025-04-${String(30 - Math.floor(index / 2)).padStart(2, '0')}`,
  payee: payees[index % payees.length] ?? 'Café Nord',
  amount: -((index * 37) % 90) - 4.5,
}));

// It answers a page and whether there is another one after it.
function fetchPage({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  const rows = LEDGER.slice(start, start + pageSize);
  const hasNextPage = start + pageSize < LEDGER.length;
  return new Promise<{ rows: Transaction[]; hasNextPage: boolean }>((resolve) => {
    window.setTimeout(() => resolve({ rows, hasNextPage }), 400);
  });
}

const columns: GridColDef<Transaction>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1 },
  { field: 'amount', headerName: 'Amount €', type: 'number', width: 110 },
];

export default function UnknownTotalPagination() {
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Transaction[]>([]);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    void fetchPage(paginationModel).then((answer) => {
      if (!current) {
        return;
      }
      setRows(answer.rows);
      // The last page tells the real total.
      if (!answer.hasNextPage) {
        setRowCount(
          paginationModel.page * paginationModel.pageSize + answer.rows.length,
        );
      }
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          setLoading(true);
          setPaginationModel(model);
        }}
        pageSizeOptions={[10]}
        loading={loading}
        disableColumnSorting
      />
    </Box>
  );
}
