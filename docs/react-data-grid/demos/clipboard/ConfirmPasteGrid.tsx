import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  monday: string;
  tuesday: string;
  wednesday: string;
}

const initialRows: Shift[] = [
  {
    id: 1,
    nurse: 'Amara Okafor',
    ward: 'Cardiology',
    monday: 'Early',
    tuesday: 'Early',
    wednesday: 'Off',
  },
  {
    id: 2,
    nurse: 'Jonas Lindqvist',
    ward: 'Cardiology',
    monday: 'Late',
    tuesday: 'Off',
    wednesday: 'Late',
  },
  {
    id: 3,
    nurse: 'Mei Tanaka',
    ward: 'Pediatrics',
    monday: 'Night',
    tuesday: 'Night',
    wednesday: 'Off',
  },
  {
    id: 4,
    nurse: 'Rafael Duarte',
    ward: 'Pediatrics',
    monday: 'Off',
    tuesday: 'Early',
    wednesday: 'Early',
  },
  {
    id: 5,
    nurse: 'Priya Raman',
    ward: 'Emergency',
    monday: 'Early',
    tuesday: 'Late',
    wednesday: 'Late',
  },
];

const day = { width: 110, editable: true };
const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 120 },
  { field: 'monday', headerName: 'Mon', ...day },
  { field: 'tuesday', headerName: 'Tue', ...day },
  { field: 'wednesday', headerName: 'Wed', ...day },
];

interface PendingPaste {
  cells: number;
  confirm: () => void;
  cancel: () => void;
}

export default function ConfirmPasteGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [pasteEnabled, setPasteEnabled] = React.useState(true);
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // The grid waits for this promise: resolve to paste, reject to cancel.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((total, line) => total + line.length, 0);
      if (cells <= 1) {
        resolve(); // A single value needs no confirmation.
        return;
      }
      setPending({ cells, confirm: resolve, cancel: reject });
    });

  const close = (confirmed: boolean) => {
    if (pending) {
      if (confirmed) {
        pending.confirm();
      } else {
        pending.cancel();
      }
    }
    setPending(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pasteEnabled}
            onChange={(event) => setPasteEnabled(event.target.checked)}
          />
        }
        label="Allow pasting (disableClipboardPaste when off)"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          disableClipboardPaste={!pasteEnabled}
          onBeforeClipboardPasteStart={confirmPaste}
          processRowUpdate={(newRow: Shift) => {
            setRows((current) =>
              current.map((row) => (row.id === newRow.id ? newRow : row)),
            );
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Paste {pending?.cells} values?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They overwrite the shifts from the selected cell to the right and down.
            Values that fall past the last row or column, or on the Nurse and Ward
            columns, are left out.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => close(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
