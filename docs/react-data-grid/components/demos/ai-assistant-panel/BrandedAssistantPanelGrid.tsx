import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridLocaleText,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { createInvoices, invoiceColumns } from './invoices';
import { invoicePromptResolver } from './invoicePromptResolver';

const rows = createInvoices(80, 21);

interface IconProps {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  className?: string;
}

// Icons for the assistant's slots, drawn with SVG paths.
function LedgerIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 3h11l3 3v15H5zm2 2v14h10V7h-2.5V5zm2 4h6v2H9zm0 4h6v2H9z" />
    </SvgIcon>
  );
}

function NewThreadIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h16v12H7l-3 3zm7 3v2.5H8.5v2H11V14h2v-2.5h2.5v-2H13V7z" />
    </SvgIcon>
  );
}

function PastThreadsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13 3a9 9 0 1 1-8.94 10h2.02A7 7 0 1 0 13 5a6.97 6.97 0 0 0-5.2 2.3L10 9.5H4v-6l2.4 2.4A8.97 8.97 0 0 1 13 3m-1 5h2v4.6l3.2 1.9-1 1.7-4.2-2.5z" />
    </SvgIcon>
  );
}

// Only the texts you pass are replaced; the others keep their default.
const localeText: Partial<GridLocaleText> = {
  toolbarAssistant: 'Ask the ledger',
  aiAssistantPanelTitle: 'Ledger assistant',
  aiAssistantPanelNewConversation: 'New question',
  aiAssistantPanelConversationHistory: 'Earlier questions',
  aiAssistantPanelEmptyConversation:
    'Ask about customers, regions, overdue invoices or totals.',
  aiAssistantSuggestions: 'Common questions',
  // The field shows the first text without speech recognition, the second where the browser has it.
  promptFieldPlaceholder: 'Which invoices do you need?',
  promptFieldPlaceholderWithRecording: 'Which invoices do you need? Type or speak.',
};

const suggestions: PromptSuggestion[] = [
  { value: 'Largest overdue invoices' },
  { value: 'Average amount by region' },
  { value: 'Sunline Solar and Marlow Textiles, unpaid' },
];

export default function BrandedAssistantPanelGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={invoiceColumns}
        showToolbar
        aiAssistant
        onPrompt={invoicePromptResolver}
        aiAssistantSuggestions={suggestions}
        localeText={localeText}
        slots={{
          aiAssistantPanel: GridAiAssistantPanel,
          aiAssistantIcon: LedgerIcon,
          aiAssistantPanelNewConversationIcon: NewThreadIcon,
          aiAssistantPanelHistoryIcon: PastThreadsIcon,
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
