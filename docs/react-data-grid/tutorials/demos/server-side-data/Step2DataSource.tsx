import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { fetchEmployees } from '../../../demos/server-side-data/fakeEmployeeServer';
import { columns } from './columns';

// Step 2: the rows come from the server, one page per request.
const dataSource: GridDataSource = {
  getRows: async (params) => {
    // A real app would call its API here, e.g. fetch(`/api/employees?start=${params.start}`).
    const { rows, rowCount } = await fetchEmployees(params);
    return { rows, rowCount };
  },
};

export default function Step2DataSource() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        // Sorting and filtering come in step 3.
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
