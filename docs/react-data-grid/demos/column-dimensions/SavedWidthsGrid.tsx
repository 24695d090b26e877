import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  recipient: string;
  city: string;
  weightKg: number;
}

const rows: Parcel[] = [
  {
    id: 1,
    tracking: 'PX-4471-09',
    recipient: 'Ines Moreau',
    city: 'Lyon',
    weightKg: 2.4,
  },
  {
    id: 2,
    tracking: 'PX-4471-10',
    recipient: 'Tomasz Wójcik',
    city: 'Kraków',
    weightKg: 0.8,
  },
  {
    id: 3,
    tracking: 'PX-4471-11',
    recipient: 'Aoife Byrne',
    city: 'Galway',
    weightKg: 12.1,
  },
  {
    id: 4,
    tracking: 'PX-4471-12',
    recipient: 'Lars Eriksen',
    city: 'Bergen',
    weightKg: 5.6,
  },
  {
    id: 5,
    tracking: 'PX-4471-13',
    recipient: 'Chiara Ricci',
    city: 'Bologna',
    weightKg: 1.3,
  },
];

const columns: GridColDef<Parcel>[] = [
  {
    field: 'tracking',
    headerName: 'Tracking (fixed)',
    width: 150,
    resizable: false,
  },
  { field: 'recipient', headerName: 'Recipient', width: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function SavedWidthsGrid() {
  const apiRef = useGridApiRef();
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  // Fires once per drag, when the pointer is released; also for each setColumnWidth call
  // (the button below) and for each column an autosize resizes.
  const handleWidthChange = (params: GridColumnResizeParams) => {
    setWidths((previous) => ({
      ...previous,
      [params.colDef.field]: Math.round(params.width),
    }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnWidth('recipient', 260)}
        >
          Recipient to 260 px
        </Button>
        <Typography variant="body2">
          Saved widths: {JSON.stringify(widths)}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
    </Box>
  );
}
