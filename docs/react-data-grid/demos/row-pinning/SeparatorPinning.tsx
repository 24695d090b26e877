import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface Runner {
  id: number;
  bib: number;
  name: string;
  split: string;
}

const names = [
  'K. Jepchirchir',
  'M. Lindqvist',
  'A. Ferreira',
  'T. Walsh',
  'R. Osei',
  'J. Moreau',
  'D. Ivanova',
  'P. Rossi',
  'S. Tanaka',
  'L. Becker',
  'N. Haddad',
  'E. Kowalski',
];

const runners: Runner[] = names.map((name, index) => ({
  id: index + 2,
  bib: 1040 + index * 7,
  name,
  split: `1:${String(12 + index * 2).padStart(2, '0')}:0${index % 10}`,
}));

// The runner the user follows stays on top; the course record stays at the bottom.
const pinnedRows: GridPinnedRowsProp<Runner> = {
  top: [{ id: 1, bib: 1007, name: 'You: C. Duarte', split: '1:20:44' }],
  bottom: [{ id: 0, bib: 0, name: 'Course record', split: '1:05:12' }],
};

const columns: GridColDef<Runner>[] = [
  {
    field: 'bib',
    headerName: 'Bib',
    width: 80,
    valueFormatter: (v: number) => (v ? v : ''),
  },
  { field: 'name', headerName: 'Runner', flex: 1 },
  { field: 'split', headerName: 'Half split', width: 120 },
];

export default function SeparatorPinning() {
  const [shadow, setShadow] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={shadow}
            onChange={(event) => setShadow(event.target.checked)}
          />
        }
        label="Shadow under the pinned rows"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={runners}
          columns={columns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={shadow ? 'border-and-shadow' : 'border'}
          hideFooter
          sx={(theme) => {
            const palette = (theme.vars ?? theme).palette;
            return {
              // Opaque, like the grid's own pinned background, so that scrolled rows stay hidden.
              '& .MuiDataGrid-pinnedRows .MuiDataGrid-row': {
                backgroundColor: `color-mix(in srgb, ${palette.primary.main} 12%, ${palette.background.paper})`,
              },
            };
          }}
        />
      </Box>
    </Box>
  );
}
