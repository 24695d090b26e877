import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';
import { localPromptResolver } from './localPromptResolver';

const rows = createEmployees(150, 61);

// `description` and `examples` are what a language model learns about each column.
const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 170,
    description: 'Full name of the employee',
  },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    description: 'Team the employee belongs to; "engineers" means Engineering',
    examples: ['Engineering', 'Sales', 'Finance'],
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 130,
    description: 'Country of the office the employee works from',
    examples: ['Japan', 'Kenya', 'Sweden'],
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    description: 'Yearly gross salary in US dollars',
    examples: [62000, 98000, 143000],
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    description: 'Last performance review, from 1 (low) to 5 (high)',
  },
];

export default function PromptContextGrid() {
  const [context, setContext] = React.useState('');

  // Wraps the resolver to show what the grid sends with each prompt.
  const handlePrompt = React.useCallback(
    (
      prompt: string,
      promptContext: string,
      conversationId?: string,
    ): Promise<PromptResponse> => {
      setContext(promptContext);
      return localPromptResolver(prompt, promptContext, conversationId);
    },
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          onPrompt={handlePrompt}
          aiAssistantSuggestions={[
            { value: 'Engineers in Kenya with a rating above 4' },
          ]}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Prompt context sent with the last prompt"
        tabIndex={0}
        sx={{
          height: 160,
          boxSizing: 'border-box',
          m: 0,
          p: 1,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {context
          ? JSON.stringify(JSON.parse(context), null, 2)
          : 'Open the assistant from the toolbar and send a prompt: the context it receives appears here.'}
      </Box>
    </Stack>
  );
}
