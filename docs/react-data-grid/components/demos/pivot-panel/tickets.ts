import type { GridColDef } from '@mui/x-data-grid-premium';

/** Deterministic support tickets for the pivot panel demos. */
export interface Ticket {
  id: number;
  ticket: string;
  team: string;
  channel: string;
  priority: string;
  opened: Date;
  hoursToResolve: number;
  rating: number;
  assignee: string;
}

const TEAMS = ['Billing', 'Accounts', 'Devices', 'Shipping'];
const CHANNELS = ['Email', 'Chat', 'Phone'];
const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'];
const ASSIGNEES = ['Ayo', 'Birgit', 'Chen', 'Dalia', 'Emeka', 'Fumiko'];

export function createTickets(count: number): Ticket[] {
  return Array.from({ length: count }, (_unused, index) => {
    const priority = PRIORITIES[(index * 3) % PRIORITIES.length] as string;
    return {
      id: index + 1,
      ticket: `T-${String(88100 + index)}`,
      team: TEAMS[(index * 5) % TEAMS.length] as string,
      channel: CHANNELS[(index * 7) % CHANNELS.length] as string,
      priority,
      opened: new Date(Date.UTC(2026, (index * 5) % 6, 1 + ((index * 11) % 28))),
      hoursToResolve: 2 + ((index * 13) % (priority === 'Urgent' ? 8 : 40)),
      rating: 1 + ((index * 7) % 5),
      assignee: ASSIGNEES[(index * 7) % ASSIGNEES.length] as string,
    };
  });
}

export const ticketColumns: GridColDef<Ticket>[] = [
  // An identifier: grouping or summing it makes no sense, so it stays out of the pivot panel.
  { field: 'ticket', headerName: 'Ticket', width: 100, pivotable: false },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
  {
    field: 'hoursToResolve',
    headerName: 'Hours to resolve',
    type: 'number',
    width: 140,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];
