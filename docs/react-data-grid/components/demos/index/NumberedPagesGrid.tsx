import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(64, 55);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Page buttons instead of the default "1–5 of 64" with arrows. Pages are 0-based in the grid, 1-based on screen.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ px: 1 }}
    />
  );
}

// Three sliders: a "settings" glyph for the column menu button instead of the three dots.
function SlidersIcon({
  fontSize,
  className,
}: Pick<SvgIconProps, 'fontSize' | 'className'>) {
  return (
    <SvgIcon fontSize={fontSize} className={className}>
      <path d="M3 6h10v2H3zm14 0h4v2h-4zm-2-2h2v6h-2zM3 16h4v2H3zm8 0h10v2H11zm-2-2h2v6H9z" />
    </SvgIcon>
  );
}

// The grid's base tooltip, swapped for Material UI's tooltip with an arrow.
function ArrowTooltip({
  title,
  children,
  enterDelay,
  disableInteractive,
}: GridSlotProps['baseTooltip']) {
  return (
    <Tooltip
      title={title}
      enterDelay={enterDelay}
      disableInteractive={disableInteractive}
      arrow
    >
      {children}
    </Tooltip>
  );
}

export default function NumberedPagesGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        showToolbar
        slots={{
          pagination: NumberedPagination,
          columnMenuIcon: SlidersIcon,
          baseTooltip: ArrowTooltip,
        }}
      />
    </Box>
  );
}
