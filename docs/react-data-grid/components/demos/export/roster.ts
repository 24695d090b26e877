import type { GridColDef } from '@mui/x-data-grid';

/** A deterministic warehouse shift roster for the export demos. */
export interface Shift {
  id: number;
  worker: string;
  site: string;
  day: string;
  start: string;
  hours: number;
  role: string;
  badge: string;
}

const WORKERS = [
  'Joana Falcão',
  'Björn Åberg',
  'Chidi Eze',
  'Saoirse Nic Aodha',
  'Renée Lefèvre',
  'Takeshi Ōno',
  'Marisol Peña',
  'Zoë Adebayo',
];
const SITES = ['Rotterdam', 'Leipzig', 'Porto'];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const STARTS = ['06:00', '14:00', '22:00'];
const ROLES = ['Picker', 'Forklift', 'Loading', 'Returns'];

export function createShifts(count: number): Shift[] {
  return Array.from({ length: count }, (_unused, index) => ({
    id: index + 1,
    worker: WORKERS[(index * 3) % WORKERS.length] as string,
    site: SITES[index % SITES.length] as string,
    day: DAYS[Math.floor(index / 4) % DAYS.length] as string,
    start: STARTS[(index * 5) % STARTS.length] as string,
    hours: 6 + ((index * 7) % 3),
    role: ROLES[(index * 5) % ROLES.length] as string,
    badge: `B-${String(7301 + index * 13)}`,
  }));
}

export const shiftColumns: GridColDef<Shift>[] = [
  { field: 'worker', headerName: 'Worker', flex: 1, minWidth: 150 },
  // Badge numbers open the site's doors: shown in the grid, exported only if an export's `fields` names it.
  { field: 'badge', headerName: 'Badge', width: 90, disableExport: true },
  { field: 'site', headerName: 'Site', width: 110 },
  { field: 'day', headerName: 'Day', width: 70 },
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
  { field: 'role', headerName: 'Role', width: 100 },
];
