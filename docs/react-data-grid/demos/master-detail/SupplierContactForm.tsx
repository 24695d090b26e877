import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  email: string;
  phone: string;
}

const rows: Supplier[] = [
  {
    id: 1,
    company: 'Nordhavn Paper',
    contact: 'Ida Lund',
    email: 'ida@nordhavnpaper.dk',
    phone: '+45 31 22 40 18',
  },
  {
    id: 2,
    company: 'Ribeira Cork',
    contact: 'Tomás Reis',
    email: 'tomas@ribeiracork.pt',
    phone: '+351 912 440 203',
  },
  {
    id: 3,
    company: 'Kestrel Inks',
    contact: 'Maya Okafor',
    email: 'maya@kestrelinks.co.uk',
    phone: '+44 20 7946 0312',
  },
  {
    id: 4,
    company: 'Alpenfaden',
    contact: 'Jonas Brandt',
    email: 'jonas@alpenfaden.at',
    phone: '+43 660 118 2274',
  },
  {
    id: 5,
    company: 'Seto Clayworks',
    contact: 'Haruka Mori',
    email: 'haruka@setoclay.jp',
    phone: '+81 561 82 1045',
  },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

function ContactForm({ supplier }: { supplier: Supplier }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(supplier);
  const changed = (Object.keys(draft) as (keyof Supplier)[]).some(
    (key) => draft[key] !== supplier[key],
  );

  const handleSubmit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    // The row in the grid takes the new values; the panel is then rendered again with the saved row.
    apiRef.current.updateRows([draft]);
  };

  const field = (key: 'contact' | 'email' | 'phone', label: string) => (
    <TextField
      label={label}
      size="small"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ px: 3, py: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {field('contact', 'Contact')}
        {field('email', 'Email')}
        {field('phone', 'Phone')}
        <Button type="submit" variant="contained" disabled={!changed}>
          Save
        </Button>
        <Button disabled={!changed} onClick={() => setDraft(supplier)}>
          Discard
        </Button>
      </Stack>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Supplier>) => (
  <ContactForm supplier={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function SupplierContactForm() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
      />
    </Box>
  );
}
