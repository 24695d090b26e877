import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
  const [conversations, setConversations] =
    React.useState<Conversation[]>(initialConversations);
  // The grid keeps the active conversation: in 8.29.3 a controlled index of 0 is not applied once the grid has
  // moved to another conversation, so the buttons select the first one through the API instead.
  const apiRef = useGridApiRef();
  // setActiveConversationIndex throws when the grid's list has no conversation at that index, and a new list reaches
  // the grid only after the next render: select the first conversation of the list the grid holds now. After
  // "Forget history", the index is already 0.
  const showFirstConversation = () => {
    if (conversations.length > 0) {
      apiRef.current?.aiAssistant.setActiveConversationIndex(0);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            showFirstConversation();
            setConversations(initialConversations);
          }}
        >
          Restore saved history
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => {
            showFirstConversation();
            setConversations([]);
          }}
        >
          Forget history
        </Button>
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
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
        />
      </Box>
    </Stack>
  );
}
