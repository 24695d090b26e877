import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
  type IsRowReorderableParams,
  type ReorderValidationContext,
} from '@mui/x-data-grid-pro';

interface AgendaItem {
  id: number;
  slot: string;
  topic: string;
  locked: boolean;
}

const initialRows: AgendaItem[] = [
  { id: 1, slot: 'Opening', topic: 'Welcome and goals', locked: true },
  { id: 2, slot: 'Talk', topic: 'Release 8.0 retrospective', locked: false },
  { id: 3, slot: 'Talk', topic: 'Accessibility audit results', locked: false },
  { id: 4, slot: 'Talk', topic: 'Design tokens proposal', locked: false },
  { id: 5, slot: 'Talk', topic: 'On-call rotation changes', locked: false },
  { id: 6, slot: 'Closing', topic: 'Questions and next steps', locked: true },
];

const columns: GridColDef<AgendaItem>[] = [
  { field: 'slot', headerName: 'Slot', width: 110 },
  { field: 'topic', headerName: 'Topic', flex: 1, minWidth: 200 },
  { field: 'locked', headerName: 'Locked', type: 'boolean', width: 90 },
];

const isRowReorderable = ({ row }: IsRowReorderableParams<AgendaItem>) =>
  !row.locked;

// Nothing may be dropped before the opening (row 1) or after the closing (row 6).
const isValidRowReorder = ({ targetNode, dropPosition }: ReorderValidationContext) =>
  !(targetNode.id === 1 && dropPosition === 'above') &&
  !(targetNode.id === 6 && dropPosition === 'below');

export default function LockedRowsReorder() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = ({
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    setRows((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      if (moved) {
        next.splice(targetIndex, 0, moved);
      }
      return next;
    });
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        isValidRowReorder={isValidRowReorder}
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
