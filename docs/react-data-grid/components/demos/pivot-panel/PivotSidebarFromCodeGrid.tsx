import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridSidebarValue,
  useGridApiRef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createTickets, ticketColumns } from './tickets';

const rows = createTickets(120);

const pivotModel: GridPivotModel = {
  rows: [{ field: 'assignee' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'hoursToResolve', aggFunc: 'sum' }],
};

export default function PivotSidebarFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('The sidebar is closed.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.showSidebar(GridSidebarValue.Pivot)}
        >
          Open pivot panel
        </Button>
        <Button onClick={() => apiRef.current?.hideSidebar()}>Close it</Button>
        <Typography variant="body2" color="text.secondary">
          {log}
        </Typography>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={ticketColumns}
          initialState={{ pivoting: { model: pivotModel, enabled: true } }}
          // Fired however the sidebar opens or closes: these buttons, the toolbar or its close button.
          onSidebarOpen={(params) => setLog(`Opened: ${params.value} panel.`)}
          onSidebarClose={(params) => setLog(`Closed: ${params.value} panel.`)}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
