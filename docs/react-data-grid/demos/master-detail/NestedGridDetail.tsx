import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  course: string;
  teacher: string;
  students: { id: number; name: string; grade: number }[];
}

const courses: Course[] = [
  {
    id: 1,
    course: 'Organic chemistry',
    teacher: 'Dr. Ferreira',
    students: [
      { id: 1, name: 'Ana Lopes', grade: 8.5 },
      { id: 2, name: 'Bram de Vries', grade: 7 },
      { id: 3, name: 'Chen Wei', grade: 9 },
    ],
  },
  {
    id: 2,
    course: 'Statistics I',
    teacher: 'Ms. Okoro',
    students: [
      { id: 1, name: 'Dara Quinn', grade: 6.5 },
      { id: 2, name: 'Emil Hansen', grade: 8 },
    ],
  },
  {
    id: 3,
    course: 'Medieval history',
    teacher: 'Mr. Lambert',
    students: [{ id: 1, name: 'Farah Aziz', grade: 9.5 }],
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'course', headerName: 'Course', flex: 1 },
  { field: 'teacher', headerName: 'Teacher', width: 150 },
];

const studentColumns: GridColDef[] = [
  { field: 'name', headerName: 'Student', flex: 1 },
  { field: 'grade', headerName: 'Grade', type: 'number', width: 90 },
];

// The nested grid needs a height of its own: the panel gives it 200 px.
const getDetailPanelContent = ({ row }: GridRowParams<Course>) => (
  <Box sx={{ p: 1.5, height: '100%', boxSizing: 'border-box' }}>
    <DataGridPro
      density="compact"
      rows={row.students}
      columns={studentColumns}
      hideFooter
    />
  </Box>
);
const getDetailPanelHeight = () => 200;

export default function NestedGridDetail() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={courses}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
