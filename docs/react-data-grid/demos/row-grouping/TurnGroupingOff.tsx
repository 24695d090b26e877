import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'key', headerName: 'Key', width: 90 },
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 220 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function TurnGroupingOff() {
  const [flat, setFlat] = React.useState(false);
  const [model, setModel] = React.useState<GridRowGroupingModel>(['team']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={flat}
              onChange={(event) => setFlat(event.target.checked)}
            />
          }
          label="Flat list (disableRowGrouping)"
        />
        <Typography variant="body2" role="status">
          Grouping model: {model.length > 0 ? model.join(', ') : 'empty'}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={tickets}
          columns={columns}
          key={String(flat)}
          disableRowGrouping={flat}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
