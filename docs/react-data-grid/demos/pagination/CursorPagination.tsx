import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Message {
  id: string;
  from: string;
  subject: string;
}

const senders = ['Hana', 'Ravi', 'Olga', 'Femi', 'Bea', 'Lars'];
const topics = ['Invoice', 'Standup notes', 'Trip plan', 'Design review', 'Lunch?'];

const INBOX: Message[] = Array.from({ length: 37 }, (_, index) => ({
  id: `msg-${1000 + index}`,
  from: senders[index % senders.length] ?? 'Hana',
  subject: `${topics[index % topics.length]} #${37 - index}`,
}));

interface CursorAnswer {
  rows: Message[];
  nextCursor: string | null;
  total: number;
}

// A cursor API: "give me `limit` messages after this one".
function fetchAfter(cursor: string | null, limit: number) {
  const start = cursor === null ? 0 : INBOX.findIndex((m) => m.id === cursor) + 1;
  const rows = INBOX.slice(start, start + limit);
  const nextCursor =
    start + limit < INBOX.length ? (rows[rows.length - 1]?.id ?? null) : null;
  return new Promise<CursorAnswer>((resolve) => {
    window.setTimeout(() => resolve({ rows, nextCursor, total: INBOX.length }), 400);
  });
}

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'id', headerName: 'Cursor', width: 110 },
];

const PAGE_SIZE = 8;

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  // The cursor that starts each page we have seen: page 0 starts at the beginning.
  const cursors = React.useRef<(string | null)[]>([null]);
  const [rows, setRows] = React.useState<Message[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    const cursor = cursors.current[paginationModel.page] ?? null;
    void fetchAfter(cursor, PAGE_SIZE).then((answer) => {
      if (!current) {
        return;
      }
      cursors.current[paginationModel.page + 1] = answer.nextCursor;
      setRows(answer.rows);
      setRowCount(answer.total);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  // Only pages whose starting cursor is known can be opened: allow steps of one page.
  const handleChange = (model: GridPaginationModel) => {
    if (cursors.current[model.page] !== undefined) {
      setLoading(true);
      setPaginationModel(model);
    }
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={handleChange}
        pageSizeOptions={[PAGE_SIZE]}
        loading={loading}
        disableColumnSorting
      />
    </Box>
  );
}
