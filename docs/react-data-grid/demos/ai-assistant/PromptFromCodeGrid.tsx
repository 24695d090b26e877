import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  useGridApiRef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { createEmployees } from '../data/employees';
import { employeeColumns } from './employeeColumns';
import { localPromptResolver } from './localPromptResolver';

const rows = createEmployees(150, 61);

function summarize(response: PromptResponse) {
  const parts = [
    response.filters.length > 0 && `${response.filters.length} filter(s)`,
    response.sorting.length > 0 &&
      `sort by ${response.sorting.map((item) => `${item.column} ${item.direction}`).join(', ')}`,
    response.grouping.length > 0 &&
      `group by ${response.grouping.map((item) => item.column).join(', ')}`,
    Object.keys(response.aggregation).length > 0 &&
      `aggregate ${JSON.stringify(response.aggregation)}`,
    'columns' in response.pivoting && 'pivot',
    response.select > 0 && `select ${response.select} row(s)`,
  ].filter(Boolean);
  return parts.length > 0
    ? `Applied: ${parts.join(' · ')}`
    : 'Applied: everything cleared';
}

export default function PromptFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState(
    'Select the first 3 rows and sort by rating descending',
  );
  const [status, setStatus] = React.useState<{
    severity: 'success' | 'error';
    text: string;
  } | null>(null);
  const [busy, setBusy] = React.useState(false);

  const run = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!apiRef.current || prompt.trim() === '') {
      return;
    }
    setBusy(true);
    // processPrompt calls onPrompt, applies the answer, and resolves with the answer or an Error.
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setBusy(false);
    if (result instanceof Error) {
      setStatus({ severity: 'error', text: result.message });
    } else {
      setStatus({ severity: 'success', text: summarize(result) });
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => void run(event)}
      >
        <TextField
          size="small"
          label="Prompt"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          Run
        </Button>
      </Stack>
      {status && (
        <Alert severity={status.severity} sx={{ py: 0 }}>
          {status.text}
        </Alert>
      )}
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          aiAssistant
          onPrompt={localPromptResolver}
          checkboxSelection
        />
      </Box>
    </Stack>
  );
}
