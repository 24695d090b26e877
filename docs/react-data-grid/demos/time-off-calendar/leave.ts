export type LeaveType = 'vacation' | 'sick' | 'training' | 'parental';

export const LEAVE_TYPES: Record<LeaveType, { label: string; code: string }> = {
  vacation: { label: 'Vacation', code: 'V' },
  sick: { label: 'Sick leave', code: 'S' },
  training: { label: 'Training', code: 'T' },
  parental: { label: 'Parental leave', code: 'P' },
};

/** The order a click cycles through: nothing, then each type, then nothing again. */
export const CYCLE: Array<LeaveType | null> = [
  null,
  'vacation',
  'sick',
  'training',
  'parental',
];

export interface Employee {
  id: number;
  name: string;
  team: string;
  /** Vacation days left for the year before this month. */
  allowance: number;
  /** Day of the month → type of leave. */
  days: Record<number, LeaveType>;
}

export const YEAR = 2026;
/** Zero-based, as in `Date`: 2 is March. */
export const MONTH = 2;
export const DAYS_IN_MONTH = new Date(Date.UTC(YEAR, MONTH + 1, 0)).getUTCDate();

export function weekdayOf(day: number): number {
  return new Date(Date.UTC(YEAR, MONTH, day)).getUTCDay();
}

export function isWeekend(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

function span(from: number, to: number, type: LeaveType): Record<number, LeaveType> {
  const days: Record<number, LeaveType> = {};
  for (let day = from; day <= to; day += 1) {
    if (!isWeekend(day)) {
      days[day] = type;
    }
  }
  return days;
}

export const employees: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    team: 'Platform',
    allowance: 18,
    days: { ...span(2, 6, 'vacation'), ...span(24, 24, 'training') },
  },
  {
    id: 2,
    name: 'Jonas Lindqvist',
    team: 'Platform',
    allowance: 22,
    days: span(16, 27, 'parental'),
  },
  {
    id: 3,
    name: 'Priya Raman',
    team: 'Design',
    allowance: 12,
    days: { ...span(10, 11, 'sick'), ...span(30, 31, 'vacation') },
  },
  {
    id: 4,
    name: 'Tomás Herrera',
    team: 'Design',
    allowance: 25,
    days: span(18, 20, 'training'),
  },
  {
    id: 5,
    name: 'Hana Kobayashi',
    team: 'Support',
    allowance: 9,
    days: { ...span(9, 13, 'vacation'), ...span(23, 23, 'sick') },
  },
  { id: 6, name: 'Lukas Brandt', team: 'Support', allowance: 16, days: {} },
  {
    id: 7,
    name: 'Zainab Haddad',
    team: 'Data',
    allowance: 20,
    days: { ...span(3, 4, 'training'), ...span(25, 27, 'vacation') },
  },
  {
    id: 8,
    name: 'Oliver Byrne',
    team: 'Data',
    allowance: 14,
    days: span(5, 5, 'sick'),
  },
];
