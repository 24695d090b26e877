import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import {
  DEPARTMENTS,
  createEmployees,
  type Employee,
} from '../../../demos/data/employees';

const rows = createEmployees(20, 82);

function DepartmentEditCell(props: GridRenderEditCellParams<Employee, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  const committing = React.useRef(false);

  const stopEditing = (ignoreModifications: boolean) => {
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field, ignoreModifications });
    }
  };

  const handleChange = async (event: SelectChangeEvent<string>) => {
    // Set the new value, then commit at once: picking an option is the whole edit.
    committing.current = true;
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    stopEditing(false);
  };

  // Closing the menu without picking (Escape, click outside) cancels the edit.
  const handleClose = () => {
    if (!committing.current) {
      stopEditing(true);
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={(event) => void handleChange(event)}
      open
      onClose={handleClose}
      size="small"
      fullWidth
      sx={{ height: '100%', borderRadius: 0 }}
    >
      {DEPARTMENTS.map((department) => (
        <MenuItem key={department} value={department}>
          {department}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 180,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Employee, string>) => (
      <DepartmentEditCell {...params} />
    ),
  },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function InstantSelectEditGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
