import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowHeightParams,
  type GridRowId,
} from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  notes: string;
}

const rows: Release[] = [
  {
    id: 1,
    version: '4.2.0',
    notes:
      'Adds offline mode: drafts stay on the device and are sent once the connection returns.',
  },
  {
    id: 2,
    version: '4.1.3',
    notes:
      'Fixes the export of reports over 500 pages, which stopped at the last full chapter.',
  },
  {
    id: 3,
    version: '4.1.2',
    notes:
      'Speeds up the search of archived projects; the index is rebuilt once after the update.',
  },
  {
    id: 4,
    version: '4.1.0',
    notes:
      'Adds a calendar of deadlines with a filter per team; undated tasks stay in the list.',
  },
];

const EXPANDED_HEIGHT = 120;

export default function ExpandableNotesGrid() {
  const apiRef = useGridApiRef();
  // Read by getRowHeight, which stays the same function: changing the set does not re-render the grid.
  const expandedIds = React.useRef(new Set<GridRowId>());
  const resetOnToggle = React.useRef(true);

  const getRowHeight = React.useCallback(
    ({ id, densityFactor }: GridRowHeightParams) =>
      expandedIds.current.has(id) ? EXPANDED_HEIGHT * densityFactor : null,
    [],
  );

  const columns = React.useMemo<GridColDef<Release>[]>(
    () => [
      { field: 'version', headerName: 'Version', width: 84 },
      {
        field: 'notes',
        headerName: 'Release notes',
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: (params: GridRenderCellParams<Release, string>) => (
          <NotesCell
            notes={params.value ?? ''}
            initiallyExpanded={expandedIds.current.has(params.id)}
            onToggle={(expanded) => {
              if (expanded) {
                expandedIds.current.add(params.id);
              } else {
                expandedIds.current.delete(params.id);
              }
              // getRowHeight answers differently now: ask the grid to call it again.
              if (resetOnToggle.current) {
                apiRef.current?.resetRowHeights();
              }
            }}
          />
        ),
      },
    ],
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            defaultChecked
            onChange={(event) => {
              resetOnToggle.current = event.target.checked;
              // Catch up with the toggles made while the switch was off.
              if (event.target.checked) {
                apiRef.current?.resetRowHeights();
              }
            }}
          />
        }
        label="Call resetRowHeights() after a toggle"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}

function NotesCell({
  notes,
  initiallyExpanded,
  onToggle,
}: {
  notes: string;
  initiallyExpanded: boolean;
  onToggle: (expanded: boolean) => void;
}) {
  const [expanded, setExpanded] = React.useState(initiallyExpanded);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        height: '100%',
        py: 1.5,
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          lineHeight: 1.5,
          overflow: 'hidden',
          ...(expanded
            ? { whiteSpace: 'normal' }
            : { whiteSpace: 'nowrap', textOverflow: 'ellipsis' }),
        }}
      >
        {notes}
      </Box>
      <Button
        size="small"
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(!expanded);
          onToggle(!expanded);
        }}
      >
        {expanded ? 'Less' : 'More'}
      </Button>
    </Box>
  );
}
