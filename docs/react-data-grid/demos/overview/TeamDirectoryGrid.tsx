import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface TeamMember {
  id: number;
  name: string;
  role: string;
  office: string;
  startYear: number;
  commits: number;
}

const rows: TeamMember[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Engineer',
    office: 'Lagos',
    startYear: 2019,
    commits: 1840,
  },
  {
    id: 2,
    name: 'Jonas Lindqvist',
    role: 'Designer',
    office: 'Stockholm',
    startYear: 2021,
    commits: 312,
  },
  {
    id: 3,
    name: 'Mei Tanaka',
    role: 'Engineer',
    office: 'Osaka',
    startYear: 2018,
    commits: 2205,
  },
  {
    id: 4,
    name: 'Rafael Duarte',
    role: 'Product manager',
    office: 'Lisbon',
    startYear: 2022,
    commits: 97,
  },
  {
    id: 5,
    name: 'Priya Raman',
    role: 'Engineer',
    office: 'Chennai',
    startYear: 2020,
    commits: 1533,
  },
  {
    id: 6,
    name: 'Léa Moreau',
    role: 'Support',
    office: 'Lyon',
    startYear: 2023,
    commits: 41,
  },
  {
    id: 7,
    name: 'Tomás Herrera',
    role: 'Engineer',
    office: 'Bogotá',
    startYear: 2017,
    commits: 2671,
  },
  {
    id: 8,
    name: 'Hannah Becker',
    role: 'Designer',
    office: 'Berlin',
    startYear: 2020,
    commits: 488,
  },
];

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 140 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'commits', headerName: 'Commits', type: 'number', width: 110 },
];

export default function TeamDirectoryGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'commits', sort: 'desc' }] },
        }}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
