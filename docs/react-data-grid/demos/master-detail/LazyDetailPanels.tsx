import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Vessel {
  id: string;
  name: string;
  flag: string;
  berth: string;
}

interface PortCall {
  port: string;
  arrived: string;
}

const rows: Vessel[] = [
  { id: 'IMO9321483', name: 'Nordic Tern', flag: 'Norway', berth: 'B4' },
  { id: 'IMO9404106', name: 'Sea Lantern', flag: 'Malta', berth: 'A1' },
  { id: 'IMO9786543', name: 'Cape Verde Star', flag: 'Portugal', berth: 'C2' },
  { id: 'IMO9211570', name: 'Baltic Heron', flag: 'Finland', berth: 'B1' },
];

const history: Record<string, PortCall[]> = {
  IMO9321483: [
    { port: 'Bergen', arrived: '2 Mar' },
    { port: 'Hamburg', arrived: '6 Mar' },
  ],
  IMO9404106: [{ port: 'Valletta', arrived: '28 Feb' }],
  IMO9786543: [
    { port: 'Lisbon', arrived: '1 Mar' },
    { port: 'Vigo', arrived: '3 Mar' },
    { port: 'Le Havre', arrived: '7 Mar' },
  ],
  IMO9211570: [{ port: 'Helsinki', arrived: '4 Mar' }],
};

// A pretend request: the history arrives after 0.8 s.
function fetchHistory(id: string) {
  return new Promise<PortCall[]>((resolve) => {
    window.setTimeout(() => resolve(history[id] ?? []), 800);
  });
}

function PortHistory({ vessel }: { vessel: Vessel }) {
  const [calls, setCalls] = React.useState<PortCall[] | null>(null);

  // The request starts when the panel opens, and its answer is dropped if the
  // panel closes first.
  React.useEffect(() => {
    let active = true;
    void fetchHistory(vessel.id).then((result) => {
      if (active) {
        setCalls(result);
      }
    });
    return () => {
      active = false;
    };
  }, [vessel.id]);

  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="subtitle2">Last port calls of {vessel.name}</Typography>
      {calls === null ? (
        <LinearProgress
          aria-label="Loading port calls"
          sx={{ my: 1.5, maxWidth: 240 }}
        />
      ) : (
        calls.map((call) => (
          <Typography key={call.port} variant="body2">
            {call.arrived} · {call.port}
          </Typography>
        ))
      )}
    </Box>
  );
}

const columns: GridColDef<Vessel>[] = [
  { field: 'name', headerName: 'Vessel', flex: 1, minWidth: 150 },
  { field: 'id', headerName: 'IMO number', width: 130 },
  { field: 'flag', headerName: 'Flag', width: 110 },
  { field: 'berth', headerName: 'Berth', width: 80 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Vessel>) => (
  <PortHistory vessel={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function LazyDetailPanels() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
