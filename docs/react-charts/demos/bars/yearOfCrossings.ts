// Daily bicycle crossings counted on a river bridge through 2025, generated
// from a fixed formula so that the server and the browser draw the same bars.

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** One label per day of the year, such as `'1 Jan'` or `'31 Dec'`. */
export const days: string[] = monthLengths.flatMap((length, month) =>
  Array.from({ length }, (_, day) => `${day + 1} ${monthNames[month]}`),
);

/** The labels of the first day of each month, used as tick positions. */
export const monthStarts: string[] = monthNames.map((name) => `1 ${name}`);

/** A Park-Miller pseudo-random generator with a fixed seed. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const random = createRandom(2025);

export const crossings: number[] = days.map((_, index) => {
  // Monday is 0. 1 January 2025 was a Wednesday, so 4 and 5 January are the
  // first weekend (weekdays 5 and 6).
  const weekday = (index + 2) % 7;
  const weekend = weekday === 5 || weekday === 6;
  const season = 1 - 0.45 * Math.cos(((index - 10) / 365) * 2 * Math.PI);
  const base = weekend ? 2300 : 3400;
  return Math.round(base * season * (0.85 + 0.3 * random()));
});
