import type { GridColDef } from '@mui/x-data-grid-premium';
import type { Employee } from '../data/employees';

/**
 * The columns the page's assistant grids share: every field the local resolver's prompts filter, sort, group and
 * pivot by, narrow enough to show whole in the demo frame beside the checkboxes.
 */
export const employeeColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 130 },
  { field: 'department', headerName: 'Department', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 75 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 75 },
];
