import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';

interface Person {
  id: number;
  hierarchy: string[];
  title: string;
  location: string;
  reports: number;
}

// The last path element is the person's name, the ones before it their managers.
const rows: Person[] = [
  {
    id: 1,
    hierarchy: ['Ines Carvalho'],
    title: 'Chief executive',
    location: 'Lisbon',
    reports: 3,
  },
  {
    id: 2,
    hierarchy: ['Ines Carvalho', 'Kwame Mensah'],
    title: 'Head of engineering',
    location: 'Accra',
    reports: 3,
  },
  {
    id: 3,
    hierarchy: ['Ines Carvalho', 'Kwame Mensah', 'Yuki Sato'],
    title: 'Engineer',
    location: 'Tokyo',
    reports: 0,
  },
  {
    id: 4,
    hierarchy: ['Ines Carvalho', 'Kwame Mensah', 'Elif Demir'],
    title: 'Engineer',
    location: 'Istanbul',
    reports: 0,
  },
  {
    id: 5,
    hierarchy: ['Ines Carvalho', 'Kwame Mensah', 'Noah Walsh'],
    title: 'Engineering manager',
    location: 'Dublin',
    reports: 2,
  },
  {
    id: 6,
    hierarchy: ['Ines Carvalho', 'Kwame Mensah', 'Noah Walsh', 'Arjun Iyer'],
    title: 'Engineer',
    location: 'Pune',
    reports: 0,
  },
  {
    id: 7,
    hierarchy: ['Ines Carvalho', 'Kwame Mensah', 'Noah Walsh', 'Sofia Rossi'],
    title: 'Engineer',
    location: 'Turin',
    reports: 0,
  },
  {
    id: 8,
    hierarchy: ['Ines Carvalho', 'Zanele Dlamini'],
    title: 'Head of sales',
    location: 'Durban',
    reports: 2,
  },
  {
    id: 9,
    hierarchy: ['Ines Carvalho', 'Zanele Dlamini', 'Mateo Silva'],
    title: 'Account executive',
    location: 'São Paulo',
    reports: 0,
  },
  {
    id: 10,
    hierarchy: ['Ines Carvalho', 'Zanele Dlamini', 'Hannah Becker'],
    title: 'Account executive',
    location: 'Berlin',
    reports: 0,
  },
  {
    id: 11,
    hierarchy: ['Ines Carvalho', 'Léa Moreau'],
    title: 'Head of finance',
    location: 'Lyon',
    reports: 0,
  },
];

const columns: GridColDef<Person>[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

const getTreeDataPath: DataGridProProps<Person>['getTreeDataPath'] = (row) =>
  row.hierarchy;

// Open the first two levels; deeper teams stay collapsed until clicked.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.depth < 2;

export default function OrgChartFiltering() {
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={childrenFiltering}
            onChange={(event) => setChildrenFiltering(event.target.checked)}
          />
        }
        label="Filter children too (disableChildrenFiltering off)"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Person', flex: 1, minWidth: 220 }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          disableChildrenFiltering={!childrenFiltering}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [], quickFilterValues: ['engineer'] } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
