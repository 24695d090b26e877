import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  city: string;
}

const rows: Member[] = [
  { id: 1, name: 'Åsa Lindgren', city: 'Uppsala' },
  { id: 2, name: 'Zara Holm', city: 'Malmö' },
  { id: 3, name: 'Örjan Berg', city: 'Örebro' },
  { id: 4, name: 'Anders Ek', city: 'Gävle' },
  { id: 5, name: 'Ärla Nyström', city: 'Umeå' },
  { id: 6, name: 'Oskar Dahl', city: 'Luleå' },
  { id: 7, name: 'Björn Sandberg', city: 'Västerås' },
];

// One collator per language, created once: comparators run for every pair of rows.
const collators = {
  default: new Intl.Collator(),
  sv: new Intl.Collator('sv'),
  de: new Intl.Collator('de'),
};

type Language = keyof typeof collators;

const comparatorFor =
  (language: Language): GridComparatorFn<string> =>
  (a, b) =>
    collators[language].compare(a, b);

export default function CollatorLocaleSorting() {
  const apiRef = useGridApiRef();
  const [language, setLanguage] = React.useState<Language>('default');

  const columns = React.useMemo<GridColDef<Member>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 160,
        sortComparator: comparatorFor(language),
      },
      {
        field: 'city',
        headerName: 'City',
        width: 140,
        sortComparator: comparatorFor(language),
      },
    ],
    [language],
  );

  // New comparators do not re-sort the rows by themselves: sort again with the current model.
  React.useEffect(() => {
    apiRef.current?.applySorting();
  }, [apiRef, columns]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, value: Language | null) => value && setLanguage(value)}
        aria-label="Sorting language"
      >
        <ToggleButton value="default">Browser language</ToggleButton>
        <ToggleButton value="sv">Swedish</ToggleButton>
        <ToggleButton value="de">German</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
        />
      </Box>
    </Stack>
  );
}
