import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFocusCellSelector,
  gridFocusColumnHeaderSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Sensor {
  id: number;
  sensor: string;
  location: string;
  celsius: number;
  battery: number;
}

const LOCATIONS = [
  'Greenhouse A',
  'Greenhouse B',
  'Seed store',
  'Cold room',
  'Potting shed',
];
const rows: Sensor[] = Array.from({ length: 40 }, (_unused, index) => ({
  id: index + 1,
  sensor: `GH-${String(index + 1).padStart(2, '0')}`,
  location: LOCATIONS[index % LOCATIONS.length] ?? '',
  celsius: Math.round((18 + 6 * Math.sin(index)) * 10) / 10,
  battery: 20 + ((index * 17) % 80),
}));

const columns: GridColDef<Sensor>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 140 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

export default function KeyboardFocusTracker() {
  const apiRef = useGridApiRef();
  const [focus, setFocus] = React.useState(
    'Nothing focused yet: click a cell or Tab into the grid.',
  );
  const [lastKey, setLastKey] = React.useState('');

  // Follow focus as it moves between cells and column headers: the grid keeps it in its
  // state, which the focus selectors read. When the focus leaves the grid, the last line stays.
  const followFocus = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const cell = gridFocusCellSelector(apiRef);
    const header = gridFocusColumnHeaderSelector(apiRef);
    if (cell) {
      const sensor = api.getRow<Sensor>(cell.id)?.sensor;
      const column = api.getColumn(cell.field);
      setFocus(`Row ${sensor}, column ${column.headerName ?? cell.field}`);
    } else if (header) {
      setFocus(
        `Header of ${api.getColumn(header.field).headerName ?? header.field}`,
      );
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" noWrap>
        Focus: <strong>{focus}</strong>
        {lastKey && ` · last key: ${lastKey}`}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Greenhouse sensors"
          onStateChange={followFocus}
          onCellKeyDown={(_params, event) => {
            const modifiers = [
              event.ctrlKey && 'Ctrl',
              event.metaKey && '⌘',
              event.shiftKey && 'Shift',
            ]
              .filter(Boolean)
              .join('+');
            setLastKey(modifiers ? `${modifiers}+${event.key}` : event.key);
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
