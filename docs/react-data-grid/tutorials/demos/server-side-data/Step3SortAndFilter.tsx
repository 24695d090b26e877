import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { fetchEmployees } from '../../../demos/server-side-data/fakeEmployeeServer';
import { columns } from './columns';

// Step 3: the server also sorts and filters, using params.sortModel and params.filterModel.
const dataSource: GridDataSource = {
  getRows: async (params) => {
    const { rows, rowCount } = await fetchEmployees(params);
    return { rows, rowCount };
  },
};

export default function Step3SortAndFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
        }}
        showToolbar
      />
    </Box>
  );
}
