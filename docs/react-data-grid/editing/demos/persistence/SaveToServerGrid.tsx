import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const initialRows = createEmployees(20, 71);

/** A pretend API: saves after 400 ms, refuses salaries under 20 000. */
function saveEmployee(employee: Employee): Promise<Employee> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (employee.salary < 20000) {
        reject(
          new Error(
            `The server refused the salary of ${employee.name}: it must be at least 20 000.`,
          ),
        );
      } else if (employee.name.trim() === '') {
        reject(new Error('The server refused an empty name.'));
      } else {
        // The server answers with the stored row, here with the name trimmed.
        resolve({ ...employee, name: employee.name.trim() });
      }
    }, 400);
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
  },
];

export default function SaveToServerGrid() {
  const [message, setMessage] = React.useState<{
    severity: 'success' | 'error' | 'info';
    text: string;
  }>({
    severity: 'info',
    text: 'Edit a cell and press Enter. Try a salary under 20 000 to see the server refuse it.',
  });

  const processRowUpdate = async (newRow: Employee, oldRow: Employee) => {
    if (
      newRow.name === oldRow.name &&
      newRow.role === oldRow.role &&
      newRow.salary === oldRow.salary
    ) {
      return oldRow; // Nothing changed: no request.
    }
    setMessage({ severity: 'info', text: `Saving ${newRow.name}…` });
    const saved = await saveEmployee(newRow);
    setMessage({ severity: 'success', text: `Saved ${saved.name}.` });
    return saved;
  };

  const handleError = (error: unknown) => {
    setMessage({
      severity: 'error',
      text: error instanceof Error ? error.message : 'The save failed.',
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity={message.severity} role="status">
        {message.text}
      </Alert>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
        />
      </Box>
    </Stack>
  );
}
