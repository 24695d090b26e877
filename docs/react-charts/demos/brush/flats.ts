// Flats to let in one neighbourhood: floor area in m² and monthly rent in euros.
const areas = [
  28, 31, 35, 38, 40, 42, 45, 47, 50, 52, 55, 58, 60, 62, 65, 68, 70, 74, 78, 82, 85,
  90, 95, 102, 110, 118,
];

export const flats = areas.map((area, index) => ({
  id: `flat-${index + 1}`,
  x: area,
  // Rent grows with the area, with a fixed per-flat spread for the floor, view and state.
  y: Math.round((area * 14.5 + 180 + ((index * 37) % 11) * 28 - 140) / 10) * 10,
}));
