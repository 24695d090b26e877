import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Step {
  id: string;
  label: string;
  locked?: boolean;
  children?: Step[];
}

const course: Step[] = [
  { id: 'intro', label: 'Introduction' },
  { id: 'basics', label: 'Basics' },
  { id: 'advanced', label: 'Advanced (locked)', locked: true },
  { id: 'exam', label: 'Final exam (locked)', locked: true },
  { id: 'resources', label: 'Resources' },
];

export default function DisabledFocusTree() {
  const [focusable, setFocusable] = React.useState(true);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ minHeight: 300, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <Box>
        <RichTreeView<Step>
          items={course}
          isItemDisabled={(step) => step.locked === true}
          disabledItemsFocusable={focusable}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Focused item: {focusedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
