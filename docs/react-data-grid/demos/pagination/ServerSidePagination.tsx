import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { Employee } from '../data/employees';
import { fetchEmployees } from '../data/dg2FakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerSidePagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // Ignore answers to requests that a newer request replaced.
    void fetchEmployees({ paginationModel, sortModel }).then((response) => {
      if (current) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel, sortModel]);

  // A new page or sort order sends a new request: show the overlay until it answers.
  const handlePaginationModelChange = (model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  };

  const handleSortModelChange = (model: GridSortModel) => {
    setLoading(true);
    setSortModel(model);
  };

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
