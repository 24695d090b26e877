import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  useGridApiContext,
  type Conversation,
} from '@mui/x-data-grid-premium';
import { createInvoices, invoiceColumns } from './invoices';
import { invoicePromptResolver } from './invoicePromptResolver';

const rows = createInvoices(80, 33);

// The conversations are controlled by the demo and handed to the panel through context.
const ConversationsContext = React.createContext<Conversation[]>([]);

const STATUS_LABEL = { processing: 'Working', success: 'Applied', error: 'Failed' };

function CompactAssistantPanel() {
  const apiRef = useGridApiContext();
  const conversations = React.useContext(ConversationsContext);
  const prompts = conversations[0]?.prompts ?? [];

  return (
    <Stack spacing={1.5} sx={{ width: 340, p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Receivables assistant
        </Typography>
        <Button
          size="small"
          disabled={prompts.length === 0}
          onClick={() => apiRef.current.aiAssistant.setConversations([])}
        >
          Clear
        </Button>
        <Button size="small" onClick={() => apiRef.current.hidePreferences()}>
          Close
        </Button>
      </Stack>
      <Stack spacing={1} sx={{ maxHeight: 180, overflow: 'auto' }}>
        {prompts.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Ask for a customer, a region, overdue invoices, “largest” or “per
            region”.
          </Typography>
        )}
        {prompts.map((prompt, index) => (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ flex: 1 }}>
              {prompt.value}
              {prompt.variant === 'error' && (
                <Typography
                  component="span"
                  variant="caption"
                  color="error"
                  display="block"
                >
                  {prompt.helperText}
                </Typography>
              )}
            </Typography>
            {prompt.variant && (
              <Chip
                size="small"
                variant="outlined"
                label={STATUS_LABEL[prompt.variant]}
                color={prompt.variant === 'error' ? 'error' : 'default'}
              />
            )}
          </Stack>
        ))}
      </Stack>
      {/* processPrompt returns a promise: the send button stays disabled while it runs. */}
      <PromptField
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onSubmit={(prompt) => apiRef.current.aiAssistant.processPrompt(prompt)}
        style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      >
        <PromptFieldControl size="small" fullWidth placeholder="Your question" />
        <PromptFieldSend aria-label="Ask">→</PromptFieldSend>
      </PromptField>
    </Stack>
  );
}

export default function CustomAssistantPanelGrid() {
  const [conversations, setConversations] = React.useState<Conversation[]>([]);

  return (
    <ConversationsContext.Provider value={conversations}>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={invoiceColumns}
          showToolbar
          aiAssistant
          onPrompt={invoicePromptResolver}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          slots={{ aiAssistantPanel: CompactAssistantPanel }}
          disableRowSelectionOnClick
        />
      </Box>
    </ConversationsContext.Provider>
  );
}
