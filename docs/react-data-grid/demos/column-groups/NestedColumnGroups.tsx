import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Student {
  id: number;
  name: string;
  mathWritten: number;
  mathOral: number;
  physicsWritten: number;
  physicsLab: number;
  essay: number;
}

const rows: Student[] = [
  {
    id: 1,
    name: 'Amara Diallo',
    mathWritten: 17,
    mathOral: 15,
    physicsWritten: 14,
    physicsLab: 16,
    essay: 13,
  },
  {
    id: 2,
    name: 'Jonas Weber',
    mathWritten: 12,
    mathOral: 14,
    physicsWritten: 15,
    physicsLab: 12,
    essay: 16,
  },
  {
    id: 3,
    name: 'Leila Rahimi',
    mathWritten: 19,
    mathOral: 18,
    physicsWritten: 17,
    physicsLab: 18,
    essay: 15,
  },
  {
    id: 4,
    name: 'Tomás Ortega',
    mathWritten: 10,
    mathOral: 13,
    physicsWritten: 11,
    physicsLab: 14,
    essay: 17,
  },
];

const mark = { type: 'number', width: 90 } as const;

const columns: GridColDef<Student>[] = [
  { field: 'name', headerName: 'Student', width: 160 },
  { ...mark, field: 'mathWritten', headerName: 'Written' },
  { ...mark, field: 'mathOral', headerName: 'Oral' },
  { ...mark, field: 'physicsWritten', headerName: 'Written' },
  { ...mark, field: 'physicsLab', headerName: 'Lab' },
  { ...mark, field: 'essay', headerName: 'Essay', width: 110 },
];

// Three levels: term > area > subject > marks.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'spring',
    headerName: 'Spring term',
    headerAlign: 'center',
    children: [
      {
        groupId: 'sciences',
        headerName: 'Sciences',
        headerAlign: 'center',
        children: [
          {
            groupId: 'maths',
            headerName: 'Maths',
            children: [{ field: 'mathWritten' }, { field: 'mathOral' }],
          },
          {
            groupId: 'physics',
            headerName: 'Physics',
            children: [{ field: 'physicsWritten' }, { field: 'physicsLab' }],
          },
        ],
      },
      {
        groupId: 'humanities',
        headerName: 'Humanities',
        children: [{ field: 'essay' }],
      },
    ],
  },
];

export default function NestedColumnGroups() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={36}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
