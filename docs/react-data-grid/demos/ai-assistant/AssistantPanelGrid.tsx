import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';
import { employeeColumns } from './employeeColumns';
import { localPromptResolver } from './localPromptResolver';

const rows = createEmployees(150, 61);

// Role, which none of the suggestions below uses, comes last.
const columns: GridColDef<Employee>[] = [
  ...employeeColumns,
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
