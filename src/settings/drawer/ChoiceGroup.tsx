import React, { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

interface Props<Value extends string> {
  title: string;
  options: [Value, string][];
  value: Value;
  onChange: (value: Value) => void;
}

/** A titled set of exclusive toggle buttons; one option is always selected. */
export default function ChoiceGroup<Value extends string>({ title, options, value, onChange }: Props<Value>): ReactNode {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="overline" component="h3" sx={{ display: 'block', mb: 1 }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby={titleId}
        onChange={(_event, next: Value | null) => {
          if (next !== null) onChange(next);
        }}
      >
        {options.map(([optionValue, label]) => (
          <ToggleButton key={optionValue} value={optionValue}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
