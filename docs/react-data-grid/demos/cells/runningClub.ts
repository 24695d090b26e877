/** Members of a running club and their month so far, for the cells demos. Fixed data. */

export type MemberStatus = 'Active' | 'Injured' | 'New';

export interface ClubMember {
  id: number;
  firstName: string;
  lastName: string;
  status: MemberStatus;
  /** Kilometres run this month. */
  distance: number;
  /** The member's monthly goal, in kilometres. */
  goal: number;
  /** Time of the last 10 km race, in seconds. */
  best10k: number;
  /** Monthly fee in euros. */
  fee: number;
  email: string;
}

export const members: ClubMember[] = [
  {
    id: 1,
    firstName: 'Ines',
    lastName: 'Moreau',
    status: 'Active',
    distance: 142,
    goal: 160,
    best10k: 2491,
    fee: 18,
    email: 'ines@example.com',
  },
  {
    id: 2,
    firstName: 'Dawit',
    lastName: 'Bekele',
    status: 'Active',
    distance: 238,
    goal: 200,
    best10k: 2158,
    fee: 18,
    email: 'dawit@example.com',
  },
  {
    id: 3,
    firstName: 'Sanne',
    lastName: 'de Vries',
    status: 'Injured',
    distance: 12,
    goal: 120,
    best10k: 2890,
    fee: 9,
    email: 'sanne@example.com',
  },
  {
    id: 4,
    firstName: 'Kenji',
    lastName: 'Watanabe',
    status: 'Active',
    distance: 96,
    goal: 100,
    best10k: 2712,
    fee: 18,
    email: 'kenji@example.com',
  },
  {
    id: 5,
    firstName: 'Olivia',
    lastName: 'Brennan',
    status: 'New',
    distance: 31,
    goal: 60,
    best10k: 3405,
    fee: 12,
    email: 'olivia@example.com',
  },
  {
    id: 6,
    firstName: 'Mateus',
    lastName: 'Araújo',
    status: 'Active',
    distance: 175,
    goal: 150,
    best10k: 2376,
    fee: 18,
    email: 'mateus@example.com',
  },
  {
    id: 7,
    firstName: 'Hana',
    lastName: 'Novak',
    status: 'New',
    distance: 48,
    goal: 80,
    best10k: 3120,
    fee: 12,
    email: 'hana@example.com',
  },
  {
    id: 8,
    firstName: 'Tariq',
    lastName: 'Haddad',
    status: 'Active',
    distance: 121,
    goal: 140,
    best10k: 2604,
    fee: 18,
    email: 'tariq@example.com',
  },
  {
    id: 9,
    firstName: 'Freya',
    lastName: 'Lund',
    status: 'Injured',
    distance: 0,
    goal: 100,
    best10k: 2958,
    fee: 9,
    email: 'freya@example.com',
  },
  {
    id: 10,
    firstName: 'Amaru',
    lastName: 'Quispe',
    status: 'Active',
    distance: 204,
    goal: 180,
    best10k: 2247,
    fee: 18,
    email: 'amaru@example.com',
  },
];

/** 2491 seconds → "41:31"; over an hour → "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.round(totalSeconds % 60);
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
