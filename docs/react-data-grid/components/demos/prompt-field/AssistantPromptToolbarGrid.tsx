import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SvgIcon from '@mui/material/SvgIcon';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createFlights, flightColumns } from './flights';
import { flightPromptResolver } from './flightPromptResolver';

const rows = createFlights(60, 29);

function SendIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M3 20.5v-17L22 12zm2-3 11.85-5.5L5 6.5v3.75L11 12l-6 1.75z" />
    </SvgIcon>
  );
}

function AssistantToolbar() {
  const apiRef = useGridApiContext();
  const [outcome, setOutcome] = React.useState<{
    ok: boolean;
    prompt: string;
  } | null>(null);

  const handleSubmit = async (prompt: string) => {
    // processPrompt calls onPrompt, applies the response and records the prompt.
    const response = await apiRef.current.aiAssistant.processPrompt(prompt);
    setOutcome({ ok: !(response instanceof Error), prompt });
  };

  return (
    <Toolbar>
      <PromptField
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onSubmit={handleSubmit}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder="Ask the assistant, e.g. SAS or Finnair flights, most seats"
        />
        <PromptFieldSend aria-label="Send to assistant">
          <SendIcon />
        </PromptFieldSend>
      </PromptField>
      {outcome && (
        <Chip
          size="small"
          color={outcome.ok ? 'success' : 'error'}
          label={outcome.ok ? `Applied “${outcome.prompt}”` : 'Not understood'}
          sx={{ maxWidth: 240, mx: 1 }}
        />
      )}
    </Toolbar>
  );
}

export default function AssistantPromptToolbarGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={flightColumns}
        aiAssistant
        onPrompt={flightPromptResolver}
        slots={{ toolbar: AssistantToolbar }}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
