import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Formats a picker value for the log: a date, `null` or an invalid date. */
export function show(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid date';
}

/** The last twelve log lines, oldest first, and the function that adds one. */
export function useEventLog() {
  const [lines, setLines] = React.useState<string[]>([]);
  const add = React.useCallback((line: string) => {
    setLines((previous) => [...previous, line].slice(-12));
  }, []);
  const clear = React.useCallback(() => setLines([]), []);
  return { lines, add, clear };
}

interface EventLogPanelProps {
  lines: string[];
  onClear: () => void;
  hint: string;
}

/** Shows the log beside a picker: the newest line is at the bottom. */
export function EventLogPanel({ lines, onClear, hint }: EventLogPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 280, flex: 1 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography variant="subtitle2">Events, in order</Typography>
        <Button size="small" onClick={onClear} disabled={lines.length === 0}>
          Clear log
        </Button>
      </Stack>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 24 }}>
          {lines.map((line, index) => (
            <Typography
              component="li"
              key={`${index}-${line}`}
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {line}
            </Typography>
          ))}
        </ol>
      )}
    </Paper>
  );
}
