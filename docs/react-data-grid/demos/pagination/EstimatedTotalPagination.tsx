import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface ArchivePhoto {
  id: number;
  title: string;
  year: number;
  photographer: string;
}

const subjects = ['Harbour', 'Tram depot', 'Market hall', 'Lighthouse', 'Dockyard'];
const photographers = ['E. Lindahl', 'R. Costa', 'M. Varga', 'J. Okoro'];

// The archive holds 33 matching photos; its search only estimates about 25.
const MATCHES: ArchivePhoto[] = Array.from({ length: 33 }, (_, index) => ({
  id: index + 1,
  title: `${subjects[index % subjects.length] ?? 'Harbour'}, plate ${index + 1}`,
  year: 1921 + ((index * 7) % 48),
  photographer: photographers[index % photographers.length] ?? 'E. Lindahl',
}));
const ESTIMATED_MATCHES = 25;

function searchArchive({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  const rows = MATCHES.slice(start, start + pageSize);
  const hasNextPage = start + pageSize < MATCHES.length;
  return new Promise<{ rows: ArchivePhoto[]; hasNextPage: boolean }>((resolve) => {
    window.setTimeout(() => resolve({ rows, hasNextPage }), 300);
  });
}

const columns: GridColDef<ArchivePhoto>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'photographer', headerName: 'Photographer', width: 140 },
];

export default function EstimatedTotalPagination() {
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<ArchivePhoto[]>([]);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    void searchArchive(paginationModel).then((answer) => {
      if (!current) {
        return;
      }
      setRows(answer.rows);
      // The last page replaces the estimate with the real total.
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
        estimatedRowCount={ESTIMATED_MATCHES}
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
