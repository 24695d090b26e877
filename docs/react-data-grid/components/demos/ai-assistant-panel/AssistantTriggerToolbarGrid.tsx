import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  ToolbarButton,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { createInvoices, invoiceColumns } from './invoices';
import { invoicePromptResolver } from './invoicePromptResolver';

const rows = createInvoices(80);

const suggestions: PromptSuggestion[] = [
  { value: 'Overdue invoices, oldest first' },
  { value: 'Total amount per customer' },
  { value: 'Unpaid invoices in the North over 5000' },
];

function SparkIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2l2.2 5.8L20 10l-5.8 2.2L12 18l-2.2-5.8L4 10l5.8-2.2zm7 12 1 2.6 2.6 1-2.6 1L19 22l-1-2.4-2.6-1 2.6-1z"
      />
    </svg>
  );
}

function ReceivablesToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Receivables
      </Typography>
      {/* The trigger opens the panel drawn by the aiAssistantPanel slot, anchored to it. */}
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Tooltip
            title={state.open ? 'Close the assistant' : 'Ask about these invoices'}
          >
            <ToolbarButton
              {...props}
              aria-label="Assistant"
              color={state.open ? 'primary' : 'default'}
            >
              <SparkIcon />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantTriggerToolbarGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={invoiceColumns}
        aiAssistant
        onPrompt={invoicePromptResolver}
        aiAssistantSuggestions={suggestions}
        slots={{
          toolbar: ReceivablesToolbar,
          aiAssistantPanel: GridAiAssistantPanel,
        }}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
