import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../../../demos/data/employees';

export const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];
