/**
 * A help desk's open tickets for the row grouping demos. Written out by hand so that
 * some tickets have no team or no assignee yet, as in a real queue.
 */
export type Priority = 'Urgent' | 'High' | 'Normal' | 'Low';

export interface Ticket {
  id: number;
  key: string;
  title: string;
  team: string | null;
  assignee: string | null;
  priority: Priority;
  /** Due day, at noon UTC so that it shows the same calendar day in almost every time zone. */
  due: Date;
}

function day(month: number, date: number): Date {
  return new Date(Date.UTC(2025, month - 1, date, 12));
}

export const tickets: Ticket[] = [
  {
    id: 1,
    key: 'HD-101',
    title: 'VPN drops every hour',
    team: 'Network',
    assignee: 'Priya Shah',
    priority: 'Urgent',
    due: day(3, 4),
  },
  {
    id: 2,
    key: 'HD-102',
    title: 'New starter needs a laptop',
    team: 'Hardware',
    assignee: 'Tomás Silva',
    priority: 'Normal',
    due: day(3, 11),
  },
  {
    id: 3,
    key: 'HD-103',
    title: 'Printer on floor 2 jams',
    team: 'Hardware',
    assignee: null,
    priority: 'Low',
    due: day(3, 20),
  },
  {
    id: 4,
    key: 'HD-104',
    title: 'Wi-Fi slow in meeting rooms',
    team: 'Network',
    assignee: 'Priya Shah',
    priority: 'High',
    due: day(3, 27),
  },
  {
    id: 5,
    key: 'HD-105',
    title: 'Cannot open shared calendar',
    team: 'Accounts',
    assignee: 'Lena Vogel',
    priority: 'Normal',
    due: day(4, 2),
  },
  {
    id: 6,
    key: 'HD-106',
    title: 'Password reset loop',
    team: 'Accounts',
    assignee: null,
    priority: 'Urgent',
    due: day(4, 9),
  },
  {
    id: 7,
    key: 'HD-107',
    title: 'Monitor flickers',
    team: 'Hardware',
    assignee: 'Tomás Silva',
    priority: 'Low',
    due: day(4, 16),
  },
  {
    id: 8,
    key: 'HD-108',
    title: 'Strange email asks for my login',
    team: null,
    assignee: null,
    priority: 'High',
    due: day(4, 23),
  },
  {
    id: 9,
    key: 'HD-109',
    title: 'Firewall rule for the new CRM',
    team: 'Network',
    assignee: 'Omar Haddad',
    priority: 'Normal',
    due: day(5, 7),
  },
  {
    id: 10,
    key: 'HD-110',
    title: 'Two-factor codes arrive late',
    team: 'Accounts',
    assignee: 'Lena Vogel',
    priority: 'High',
    due: day(5, 14),
  },
  {
    id: 11,
    key: 'HD-111',
    title: 'Desk phone has no dial tone',
    team: null,
    assignee: null,
    priority: 'Normal',
    due: day(5, 21),
  },
  {
    id: 12,
    key: 'HD-112',
    title: 'Docking station not charging',
    team: 'Hardware',
    assignee: null,
    priority: 'High',
    due: day(5, 28),
  },
];
