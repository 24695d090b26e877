import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const GripSvg = createSvgIcon(
  <path d="M9 5h2v2H9zm4 0h2v2h-2zM9 11h2v2H9zm4 0h2v2h-2zM9 17h2v2H9zm4 0h2v2h-2z" />,
  'Grip',
);

// The slot passes `fontSize` and `className`; forward them to the SVG icon.
function GripIcon({
  fontSize,
  className,
}: {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
}) {
  return <GripSvg fontSize={fontSize} className={className} />;
}

interface Step {
  id: number;
  step: string;
  owner: string;
}

const rows: Step[] = [
  { id: 1, step: 'Draft the release notes', owner: 'Maya' },
  { id: 2, step: 'Freeze the main branch', owner: 'Idris' },
  { id: 3, step: 'Run the migration on staging', owner: 'Ola' },
  { id: 4, step: 'Tag the release', owner: 'Idris' },
  { id: 5, step: 'Announce in the status channel', owner: 'Maya' },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Step', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  // The handle column, moved to the end and given a header.
  {
    ...GRID_REORDER_COL_DEF,
    width: 80,
    renderHeader: () => 'Move',
  },
];

export default function CustomHandleReorder() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        slots={{ rowReorderIcon: GripIcon }}
        hideFooter
      />
    </Box>
  );
}
