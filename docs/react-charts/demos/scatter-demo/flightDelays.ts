// 260 departures of one evening at a busy airport: departure and arrival delay in minutes.
// Built from a seeded generator so the server and the browser draw the same points.

export interface Flight {
  id: string;
  /** Departure delay, in minutes (negative: left early). */
  x: number;
  /** Arrival delay, in minutes. */
  y: number;
  destination: string;
  airline: string;
}

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(812);
const destinations: readonly string[] = [
  'LIS',
  'BCN',
  'FCO',
  'ATH',
  'OSL',
  'DUB',
  'VIE',
  'WAW',
  'MAD',
  'PRG',
];
const airlines: readonly string[] = ['AX', 'NB', 'KT', 'SL'];

export const flights: Flight[] = Array.from({ length: 260 }, (_, index) => {
  // Most flights leave almost on time; a few wait a long time for a slot.
  const late = random() < 0.18;
  const departure = late
    ? 20 + Math.round(random() * 95)
    : Math.round(random() * 22 - 6);
  // Pilots recover part of a delay in the air; short flights recover less.
  const recovered = Math.round(random() * 14 - 4);
  const airline = airlines[index % airlines.length] ?? 'AX';
  return {
    id: `${airline}${1200 + index * 7}`,
    x: departure,
    y: departure - recovered,
    destination: destinations[Math.floor(random() * destinations.length)] ?? 'LIS',
    airline,
  };
});
