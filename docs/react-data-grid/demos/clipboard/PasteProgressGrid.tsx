import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellParams,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  order: string;
  item: string;
  status: 'Open' | 'Shipped';
  quantity: number;
}

const orderLines: OrderLine[] = [
  { id: 1, order: 'SO-3101', item: 'Ceramic mugs', status: 'Open', quantity: 24 },
  { id: 2, order: 'SO-3102', item: 'Tea towels', status: 'Shipped', quantity: 40 },
  { id: 3, order: 'SO-3103', item: 'Bread knives', status: 'Open', quantity: 6 },
  { id: 4, order: 'SO-3104', item: 'Oven gloves', status: 'Open', quantity: 10 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
  },
];

const SAMPLE = '12\n8\n70\n5';

// Shipped lines cannot change: the paste skips their cells.
const isCellEditable = (params: GridCellParams<OrderLine>) =>
  params.row.status !== 'Shipped';

// Stands in for a request to your server, which refuses more than 50 of an item.
function saveLine(line: OrderLine): Promise<OrderLine> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (line.quantity > 50) {
        reject(new Error(`${line.order}: at most 50 per line`));
      } else {
        resolve(line);
      }
    }, 800);
  });
}

export default function PasteProgressGrid() {
  const [saving, setSaving] = React.useState(false);
  const [errors, setErrors] = React.useState<string[]>([]);
  const [summary, setSummary] = React.useState('Nothing pasted yet.');

  const handlePasteStart = () => {
    setSaving(true);
    setErrors([]);
    setSummary('Saving…');
  };

  // Fires once every processRowUpdate call has settled: oldRows holds each row
  // the paste changed, newRows only those the server accepted.
  const handlePasteEnd: GridEventListener<'clipboardPasteEnd'> = ({
    oldRows,
    newRows,
  }) => {
    setSaving(false);
    setSummary(`Saved ${newRows.size} of ${oldRows.size} changed lines.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Quantities to copy"
        value={SAMPLE}
        multiline
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ maxWidth: 240 }}
      />
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={orderLines}
          columns={columns}
          isCellEditable={isCellEditable}
          processRowUpdate={saveLine}
          onProcessRowUpdateError={(error: Error) =>
            setErrors((previous) => [...previous, error.message])
          }
          onClipboardPasteStart={handlePasteStart}
          onClipboardPasteEnd={handlePasteEnd}
          loading={saving}
          // A click focuses the cell without selecting its row: the paste
          // starts at the focused cell instead of filling selected rows.
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        {summary}
        {errors.length > 0 ? ` Refused: ${errors.join('; ')}.` : ''}
      </Typography>
    </Stack>
  );
}
