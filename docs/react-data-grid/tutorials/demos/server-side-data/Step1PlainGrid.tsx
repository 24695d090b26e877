import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { SERVER_ROWS } from '../../../demos/server-side-data/fakeEmployeeServer';
import { columns } from './columns';

// Step 1: every row is in the browser, and the grid pages, sorts and filters them itself.
export default function Step1PlainGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={SERVER_ROWS}
        columns={columns}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        showToolbar
      />
    </Box>
  );
}
