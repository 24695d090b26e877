// Daily water level of a river gauge over the first 90 days of a year, in centimetres.
// Fixed data: a slow seasonal swell plus a few storm peaks, so server and browser render the same chart.
export const days = Array.from({ length: 90 }, (_, index) =>
  Date.UTC(2025, 0, 1 + index),
);

const storms = [
  { day: 18, height: 70 },
  { day: 47, height: 110 },
  { day: 71, height: 55 },
];

const levelOn = (index: number) => {
  const seasonal = 140 + 40 * Math.sin((index / 90) * Math.PI);
  const ripple = 6 * Math.sin(index * 1.7);
  const storm = storms.reduce(
    (sum, { day, height }) => sum + height * Math.exp(-((index - day) ** 2) / 8),
    0,
  );
  return Math.round(seasonal + ripple + storm);
};

export const levels = days.map((_, index) => levelOn(index));
export const readings = days.map((day, index) => ({
  day,
  level: levelOn(index),
}));

export const formatDay = (value: number) =>
  new Date(value).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
