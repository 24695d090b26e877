/**
 * A pretend airport API for the server-side filtering demo: it keeps a fixed
 * list of departures, applies the filter model it receives, and answers
 * after a delay, as a request over the network would.
 */
import type { GridFilterItem, GridFilterModel } from '@mui/x-data-grid';

export interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  delayMinutes: number;
  status: 'On time' | 'Delayed' | 'Boarding' | 'Cancelled';
}

const DESTINATIONS = [
  'Lisbon',
  'Oslo',
  'Nairobi',
  'Montreal',
  'Seoul',
  'Athens',
  'Lima',
  'Dubai',
];
const AIRLINES = ['KX', 'TP', 'LW', 'QA'];
const STATUSES: Departure['status'][] = [
  'On time',
  'Delayed',
  'Boarding',
  'Cancelled',
];

// A small seeded generator: the same list on every load.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const random = seeded(7);

function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) {
    throw new Error('pick() needs a non-empty list');
  }
  return item;
}

const DEPARTURES: Departure[] = Array.from({ length: 40 }, (_, index) => {
  const status = pick(STATUSES);
  return {
    id: index + 1,
    flight: `${AIRLINES[index % AIRLINES.length]} ${100 + Math.floor(random() * 900)}`,
    destination: pick(DESTINATIONS),
    gate: `${'ABC'[index % 3]}${1 + Math.floor(random() * 20)}`,
    delayMinutes: status === 'Delayed' ? 10 + Math.floor(random() * 110) : 0,
    status,
  };
});

function matches(row: Departure, item: GridFilterItem): boolean {
  const cell = row[item.field as keyof Departure];
  if (item.operator === 'isEmpty') return cell === '' || cell == null;
  if (item.operator === 'isNotEmpty') return !(cell === '' || cell == null);
  if (item.value == null || item.value === '') return true; // incomplete item
  if (item.operator === 'isAnyOf') {
    const options = (item.value as unknown[]).map((option) =>
      String(option).toLowerCase(),
    );
    return options.length === 0 || options.includes(String(cell).toLowerCase());
  }
  if (typeof cell === 'number') {
    const target = Number(item.value);
    switch (item.operator) {
      case '=':
        return cell === target;
      case '!=':
        return cell !== target;
      case '>':
        return cell > target;
      case '>=':
        return cell >= target;
      case '<':
        return cell < target;
      case '<=':
        return cell <= target;
      default:
        return true;
    }
  }
  const text = String(cell).toLowerCase();
  const wanted = String(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(wanted);
    case 'doesNotContain':
      return !text.includes(wanted);
    case 'equals':
    case 'is':
      return text === wanted;
    case 'doesNotEqual':
    case 'not':
      return text !== wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case 'endsWith':
      return text.endsWith(wanted);
    default:
      return true;
  }
}

/** Answers with the departures that pass the filter model, after `latencyMs`. */
export function fetchDepartures(
  filterModel: GridFilterModel,
  latencyMs = 800,
): Promise<Departure[]> {
  const words = (filterModel.quickFilterValues ?? []).map((word) =>
    String(word).toLowerCase(),
  );
  const result = DEPARTURES.filter(
    (row) =>
      filterModel.items.every((item) => matches(row, item)) &&
      words.every((word) =>
        [row.flight, row.destination, row.gate, row.status].some((cell) =>
          cell.toLowerCase().includes(word),
        ),
      ),
  );
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), latencyMs);
  });
}
