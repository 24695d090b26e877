/**
 * A deterministic employee data set for the Data Grid demos: the same seed
 * always gives the same rows, so demos, screenshots and tests agree.
 */

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: string;
  role: string;
  country: string;
  salary: number;
  startDate: Date;
  active: boolean;
  rating: number;
}

const FIRST_NAMES = [
  'Amara',
  'Jonas',
  'Mei',
  'Rafael',
  'Priya',
  'Léa',
  'Tomás',
  'Hannah',
  'Kwame',
  'Sofia',
  'Arjun',
  'Elif',
  'Mateo',
  'Yuki',
  'Noah',
  'Zanele',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Duarte',
  'Raman',
  'Moreau',
  'Herrera',
  'Becker',
  'Mensah',
  'Rossi',
  'Iyer',
  'Demir',
  'Silva',
  'Sato',
  'Walsh',
  'Dlamini',
];
export const DEPARTMENTS = [
  'Engineering',
  'Design',
  'Sales',
  'Support',
  'Finance',
  'Marketing',
];
const ROLES = ['Junior', 'Senior', 'Lead', 'Manager'];
export const COUNTRIES = [
  'Brazil',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Nigeria',
  'Portugal',
  'South Africa',
  'Sweden',
  'Turkey',
  'United States',
];

/** A small seeded pseudo-random generator (mulberry32): deterministic, no dependency. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function createEmployees(count: number, seed = 42): Employee[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_unused, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const department = pick(random, DEPARTMENTS);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}${index + 1}@example.com`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      department,
      role: `${pick(random, ROLES)} ${department === 'Engineering' ? 'engineer' : 'specialist'}`,
      country: pick(random, COUNTRIES),
      salary: Math.round(35000 + random() * 115000),
      startDate: new Date(
        Date.UTC(
          2012 + Math.floor(random() * 13),
          Math.floor(random() * 12),
          1 + Math.floor(random() * 28),
        ),
      ),
      active: random() > 0.15,
      rating: Math.round(random() * 40 + 10) / 10,
    };
  });
}

/** A wide, tall numeric data set for virtualization demos: `rowCount` rows of `columnCount` values. */
export function createNumericGrid(rowCount: number, columnCount: number, seed = 7) {
  const columns = Array.from({ length: columnCount }, (_unused, index) => ({
    field: `c${index + 1}`,
    headerName: `Column ${index + 1}`,
    width: 110,
  }));
  const rows = Array.from({ length: rowCount }, (_unused, rowIndex) => {
    const row: Record<string, number> = { id: rowIndex + 1 };
    for (let columnIndex = 0; columnIndex < columnCount; columnIndex += 1) {
      // Cheap deterministic values: computed, not stored in a random stream, so 100 000 rows stay fast.
      row[`c${columnIndex + 1}`] =
        ((rowIndex + 1) * 31 + (columnIndex + 1) * 17 + seed) % 1000;
    }
    return row;
  });
  return { columns, rows };
}
