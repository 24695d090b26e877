import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type Conversation,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { createEmployees } from '../data/employees';
import { employeeColumns } from './employeeColumns';
import { localPromptResolver, resolvePrompt } from './localPromptResolver';

const rows = createEmployees(150, 61);

/** A past conversation, as it could have been saved on your server. */
function savedConversation(id: string, prompts: [string, string][]): Conversation {
  return {
    id,
    title: prompts[prompts.length - 1]?.[0],
    prompts: prompts.map(([value, date]) => ({
      value,
      createdAt: new Date(date),
      variant: 'success' as const,
      response: { ...resolvePrompt(value), conversationId: id },
    })),
  };
}

const initialConversations: Conversation[] = [
  savedConversation('monday-review', [
    ['Sales in Germany', '2026-03-02T09:12:00Z'],
    ['Sales in Germany, sort by salary descending', '2026-03-02T09:13:00Z'],
  ]),
  savedConversation('budget', [
    ['Average salary per department', '2026-03-04T14:40:00Z'],
  ]),
];

export default function SavedConversationsGrid() {
  // The grid keeps the conversations and the active one. In 8.29.3, with a controlled `aiAssistantConversations`,
  // the panel's new conversation button throws ("Conversation not found"): the grid refuses the new list until the
  // prop brings it, and selects the new conversation at once. So the demo seeds the grid's state, saves each change
  // the grid reports, and replaces the list through the API.
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<Conversation[]>(initialConversations);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current?.aiAssistant.setConversations(initialConversations);
            apiRef.current?.aiAssistant.setActiveConversationIndex(0);
          }}
        >
          Restore saved history
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => apiRef.current?.aiAssistant.setConversations([])}
        >
          Forget history
        </Button>
        <Typography variant="body2" color="text.secondary">
          Saved: {saved.length}{' '}
          {saved.length === 1 ? 'conversation' : 'conversations'}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          showToolbar
          aiAssistant
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          onPrompt={localPromptResolver}
          initialState={{ aiAssistant: { conversations: initialConversations } }}
          // Where your app would save the history for the next visit.
          onAiAssistantConversationsChange={setSaved}
        />
      </Box>
    </Stack>
  );
}
