import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';
import { localPromptResolver } from './localPromptResolver';

const rows = createEmployees(150, 61);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 130 },
  { field: 'department', headerName: 'Department', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 75 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 75 },
  { field: 'role', headerName: 'Role', width: 170 },
];

const suggestions: PromptSuggestion[] = [
  { value: 'Engineers in Japan or India, sort by salary descending' },
  { value: 'Average salary per department' },
  { value: 'Pivot salary by department and country' },
  { value: 'Active people with a rating above 4' },
  { value: 'Reset' },
];

export default function AssistantPanelGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={suggestions}
        onPrompt={localPromptResolver}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
