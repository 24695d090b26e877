import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridDownloadIcon,
  GridFilterListIcon,
  GridViewColumnIcon,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(50, 4);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function TeamToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Team directory
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <GridViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        {/* The render function receives the trigger's state: here, the number of active filters. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Filters" color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <GridFilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download CSV">
        <ExportCsv
          render={<ToolbarButton aria-label="Download CSV" />}
          options={{ fileName: 'team-directory' }}
        >
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <QuickFilter defaultExpanded>
        <QuickFilterControl placeholder="Search people" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomToolbarGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: TeamToolbar }}
        showToolbar
      />
    </Box>
  );
}
