import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { createShifts, shiftColumns } from './roster';

const rows = createShifts(48);

// utf8WithBom lets spreadsheet apps read names such as "Björn Åberg" correctly.
const shared: GridCsvExportOptions = { utf8WithBom: true, fileName: 'roster' };

// Every row in the current sort order, whatever the filter and the selection.
const allRows: GridCsvExportOptions = {
  ...shared,
  fileName: 'roster-all',
  getRowsToExport: ({ apiRef }) => gridSortedRowIdsSelector(apiRef),
};

// Only the rows of the page on screen.
const pageRows: GridCsvExportOptions = {
  ...shared,
  fileName: 'roster-page',
  getRowsToExport: ({ apiRef }) =>
    gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
};

function RosterToolbar() {
  return (
    <Toolbar>
      <QuickFilter>
        <QuickFilterControl aria-label="Search" placeholder="Search" size="small" />
      </QuickFilter>
      <Box sx={{ flex: 1 }} />
      <ExportCsv render={<Button size="small" />} options={shared}>
        As shown
      </ExportCsv>
      <ExportCsv render={<Button size="small" />} options={pageRows}>
        This page
      </ExportCsv>
      <ExportCsv render={<Button size="small" />} options={allRows}>
        All rows
      </ExportCsv>
    </Toolbar>
  );
}

export default function RowSetsCsvGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shiftColumns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        slots={{ toolbar: RosterToolbar }}
        showToolbar
      />
    </Box>
  );
}
