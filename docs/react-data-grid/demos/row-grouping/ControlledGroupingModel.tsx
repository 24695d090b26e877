import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAddIcon,
  GridArrowUpwardIcon,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(120, 3);

const labels: Record<string, string> = {
  department: 'Department',
  country: 'Country',
  role: 'Role',
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: labels.department, width: 140 },
  { field: 'country', headerName: labels.country, width: 140 },
  { field: 'role', headerName: labels.role, width: 170 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ControlledGroupingModel() {
  const [model, setModel] = React.useState<GridRowGroupingModel>([
    'department',
    'country',
  ]);

  // Moves a criterion one level up: it then groups the level above the one before it.
  const moveUp = (index: number) =>
    setModel((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [
        current[index] ?? '',
        current[index - 1] ?? '',
      ];
      return next;
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      >
        {model.map((field, index) => (
          <Stack key={field} direction="row" sx={{ alignItems: 'center' }}>
            <IconButton
              size="small"
              disabled={index === 0}
              onClick={() => moveUp(index)}
              aria-label={`Move ${labels[field] ?? field} up one level`}
            >
              <GridArrowUpwardIcon fontSize="small" />
            </IconButton>
            <Chip
              label={`${index + 1}. ${labels[field] ?? field}`}
              onDelete={() => setModel(model.filter((item) => item !== field))}
            />
          </Stack>
        ))}
        {Object.keys(labels)
          .filter((field) => !model.includes(field))
          .map((field) => (
            <Button
              key={field}
              size="small"
              startIcon={<GridAddIcon />}
              onClick={() => setModel([...model, field])}
            >
              {labels[field]}
            </Button>
          ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          // The model is controlled: without this, grouping from a column menu changes nothing.
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
