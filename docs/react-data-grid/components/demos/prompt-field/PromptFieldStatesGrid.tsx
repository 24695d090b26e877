import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createFlights, flightColumns } from './flights';
import { parseFlightPrompt } from './parseFlightPrompt';

const rows = createFlights(60, 17);

function MicIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3m5.3-3a5.3 5.3 0 0 1-10.6 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11z" />
    </SvgIcon>
  );
}

function SendIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M3 20.5v-17L22 12zm2-3 11.85-5.5L5 6.5v3.75L11 12l-6 1.75z" />
    </SvgIcon>
  );
}

function VoicePromptToolbar() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('');

  const handleSubmit = async (prompt: string) => {
    // A slow answer, so the processing state is visible.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    try {
      const result = parseFlightPrompt(prompt);
      apiRef.current.setFilterModel(result.filterModel);
      apiRef.current.setSortModel(result.sortModel);
      setMessage(result.summary);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };

  return (
    <Toolbar>
      <PromptField
        lang="en-US"
        // PromptField awaits the promise (its type says `void`): its send and record buttons stay disabled until then.
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onSubmit={handleSubmit}
        // The browser's own message, which can be empty.
        onRecordError={(error) =>
          setMessage(`Microphone: ${error || 'recognition failed'}`)
        }
        className={(state) =>
          state.disabled
            ? 'prompt prompt--busy'
            : state.recording
              ? 'prompt prompt--rec'
              : 'prompt'
        }
      >
        {IS_SPEECH_RECOGNITION_SUPPORTED && (
          <PromptFieldRecord
            render={(props, state) => (
              <ToolbarButton
                {...props}
                aria-label={state.recording ? 'Stop listening' : 'Speak a request'}
                color={state.recording ? 'primary' : 'default'}
              >
                <MicIcon />
              </ToolbarButton>
            )}
          />
        )}
        <PromptFieldControl
          render={(props, state) => (
            <TextField
              value={props.value}
              onChange={props.onChange}
              onKeyDown={props.onKeyDown}
              inputRef={props.ref}
              size="small"
              fullWidth
              disabled={state.disabled}
              placeholder={
                state.recording
                  ? 'Listening…'
                  : state.disabled
                    ? 'Looking for flights…'
                    : 'Type or speak: "Lufthansa to Vienna, earliest first"'
              }
            />
          )}
        />
        <PromptFieldSend
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Send request">
              {state.disabled ? <CircularProgress size={18} /> : <SendIcon />}
            </ToolbarButton>
          )}
        />
      </PromptField>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ width: 220, flexShrink: 0, mx: 1 }}
      >
        {message}
      </Typography>
    </Toolbar>
  );
}

export default function PromptFieldStatesGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={flightColumns}
        slots={{ toolbar: VoicePromptToolbar }}
        showToolbar
        disableRowSelectionOnClick
        sx={{
          '& .prompt': {
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            flex: 1,
            borderRadius: 1,
            px: 0.5,
            transition: 'background-color 200ms',
          },
          '& .prompt--busy': { bgcolor: 'action.hover' },
          '& .prompt--rec': { bgcolor: 'error.light' },
        }}
      />
    </Box>
  );
}
