import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridExpandMoreIcon,
  gridRowNodeSelector,
  useGridApiContext,
  useGridSelector,
  type GridApiPremium,
  type GridColDef,
  type GridRowId,
  type GridGroupingColDefOverride,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { claims, type Claim } from './claims';

type RefObject<T> = { current: T };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Claim>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'employee', headerName: 'Employee', width: 130 },
  { field: 'category', headerName: 'Category', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    // Group rows have no amount of their own: their total is in the header.
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
  { field: 'submitted', headerName: 'Submitted', width: 110 },
];

// A selector of our own: `useGridSelector` runs it again when the grid's state changes (filters included)
// and re-renders the header only when the total is different.
function groupTotalSelector(apiRef: RefObject<GridApiPremium>, groupId: GridRowId) {
  if (gridRowNodeSelector(apiRef, groupId)?.type !== 'group') {
    return 0;
  }
  return apiRef.current
    .getRowGroupChildren({ groupId, applyFiltering: true })
    .reduce<number>(
      (sum, childId) => sum + (apiRef.current.getRow<Claim>(childId)?.amount ?? 0),
      0,
    );
}

// The group's rows that pass the filters (its nested group rows left out).
function groupRowCountSelector(
  apiRef: RefObject<GridApiPremium>,
  groupId: GridRowId,
) {
  return apiRef.current.getRowGroupChildren({ groupId, applyFiltering: true })
    .length;
}

function DepartmentHeader(props: GridRenderCellParams<Claim>) {
  const { id, rowNode } = props;
  const apiRef = useGridApiContext();
  // Both values are read through selectors, so the header follows the filters.
  const total = useGridSelector(apiRef, groupTotalSelector, id);
  const visibleCount = useGridSelector(apiRef, groupRowCountSelector, id);

  if (rowNode.type !== 'group') {
    return null;
  }

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        pl: rowNode.depth * 2,
      }}
    >
      <IconButton
        size="small"
        aria-label={rowNode.childrenExpanded ? 'Collapse' : 'Expand'}
        onClick={(event) => {
          // Keep the click to the button: the grid's own cell click handling does not need it.
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'flex',
            transform: rowNode.childrenExpanded ? 'none' : 'rotate(-90deg)',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <GridExpandMoreIcon fontSize="small" />
        </Box>
      </IconButton>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {String(rowNode.groupingKey)}
      </Typography>
      <Chip
        size="small"
        label={`${visibleCount} ${visibleCount === 1 ? 'claim' : 'claims'}`}
      />
      <Typography
        variant="body2"
        sx={{
          ml: 'auto',
          fontVariantNumeric: 'tabular-nums',
          color: 'text.secondary',
        }}
      >
        {money.format(total)}
      </Typography>
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<Claim> = {
  headerName: 'Department',
  width: 290,
  renderCell: (params) => <DepartmentHeader {...params} />,
};

export default function GroupHeaderSummary() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={claims}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          // The grouping column already shows the department.
          columns: { columnVisibilityModel: { department: false } },
        }}
        groupingColDef={groupingColDef}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
