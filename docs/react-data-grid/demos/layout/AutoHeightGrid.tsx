import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createReadings, readingColumns } from './weatherReadings';

const allRows = createReadings(48, 11);

export default function AutoHeightGrid() {
  const [rows, setRows] = React.useState(allRows);
  const empty = rows.length === 0;

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setRows(empty ? allRows : [])}
      >
        {empty ? 'Restore the readings' : 'Remove every reading'}
      </Button>
      {/* No height anywhere: the grid is as tall as the rows of the current page. */}
      <DataGrid
        autoHeight
        rows={rows}
        columns={readingColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[3, 5, 10]}
        sx={{ '--DataGrid-overlayHeight': '120px' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        This line sits right below the grid and moves when the page size changes.
      </Typography>
    </Box>
  );
}
