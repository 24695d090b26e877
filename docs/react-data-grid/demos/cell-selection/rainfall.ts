/** Weekly rainfall in millimetres at eight weather stations: fixed numbers, shared by the demos. */
export interface RainfallRow {
  id: number;
  station: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const STATIONS = [
  'Bergen',
  'Galway',
  'Brest',
  'Porto',
  'Cork',
  'Oban',
  'Tromsø',
  'Vigo',
];

export const rainfallRows: RainfallRow[] = STATIONS.map((station, index) => ({
  id: index + 1,
  station,
  mon: ((index * 37 + 11) % 190) / 10,
  tue: ((index * 53 + 7) % 210) / 10,
  wed: ((index * 29 + 23) % 160) / 10,
  thu: ((index * 41 + 5) % 230) / 10,
  fri: ((index * 17 + 31) % 140) / 10,
}));
