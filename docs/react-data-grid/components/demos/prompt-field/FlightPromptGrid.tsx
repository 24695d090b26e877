import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createFlights, flightColumns } from './flights';
import { parseFlightPrompt } from './parseFlightPrompt';

const rows = createFlights(60);

function SendIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M3 20.5v-17L22 12zm2-3 11.85-5.5L5 6.5v3.75L11 12l-6 1.75z" />
    </SvgIcon>
  );
}

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [answer, setAnswer] = React.useState('Try "Cheapest KLM flights to Oslo".');

  // PromptField clears the input; its send button stays disabled until this promise resolves.
  const handleSubmit = async (prompt: string) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const result = parseFlightPrompt(prompt);
      apiRef.current.setFilterModel(result.filterModel);
      apiRef.current.setSortModel(result.sortModel);
      setAnswer(result.summary);
    } catch (error) {
      setAnswer((error as Error).message);
    }
  };

  return (
    <Toolbar>
      <PromptField
        // PromptField awaits the promise (its type says `void`): the send button stays disabled until then.
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onSubmit={handleSubmit}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder="Ask for flights, e.g. delayed Iberia flights under 200"
        />
        <PromptFieldSend aria-label="Send">
          <SendIcon />
        </PromptFieldSend>
      </PromptField>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ width: 260, flexShrink: 0, mx: 1 }}
      >
        {answer}
      </Typography>
    </Toolbar>
  );
}

export default function FlightPromptGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={flightColumns}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
