import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, esES, frFR, jaJP, ptBR } from '@mui/x-data-grid/locales';
import { createEmployees, type Employee } from '../data/employees';

const LOCALES = { enUS, frFR, deDE, esES, ptBR, jaJP };
type LocaleKey = keyof typeof LOCALES;

const LANGUAGE_NAMES: Record<LocaleKey, string> = {
  enUS: 'English (enUS)',
  frFR: 'Français (frFR)',
  deDE: 'Deutsch (deDE)',
  esES: 'Español (esES)',
  ptBR: 'Português (ptBR)',
  jaJP: '日本語 (jaJP)',
};

const rows = createEmployees(60, 151);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function LocaleSwitcherGrid() {
  const [locale, setLocale] = React.useState<LocaleKey>('frFR');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 220 }}>
        <InputLabel id="grid-locale-label">Grid language</InputLabel>
        <Select
          labelId="grid-locale-label"
          label="Grid language"
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
        >
          {(Object.keys(LOCALES) as LocaleKey[]).map((key) => (
            <MenuItem key={key} value={key}>
              {LANGUAGE_NAMES[key]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={LOCALES[locale].components.MuiDataGrid.defaultProps.localeText}
          showToolbar
          checkboxSelection
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 25 } },
          }}
          pageSizeOptions={[10, 25, 50]}
        />
      </Box>
    </Stack>
  );
}
