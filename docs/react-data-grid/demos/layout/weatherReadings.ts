import type { GridColDef } from '@mui/x-data-grid';

/**
 * Hourly readings from a few weather stations, for the layout demos. The values come from a
 * small seeded generator, so the server and the browser always build the same rows.
 */

export interface WeatherReading {
  id: number;
  station: string;
  hour: string;
  temperature: number;
  humidity: number;
  wind: number;
}

const STATIONS = ['Harbour Point', 'Old Mill', 'Airfield', 'Ridge Top', 'Riverside'];

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function createReadings(count: number, seed = 1): WeatherReading[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const hour = index % 24;
    return {
      id: index + 1,
      station: STATIONS[Math.floor(index / 24) % STATIONS.length] ?? 'Harbour Point',
      hour: `${String(hour).padStart(2, '0')}:00`,
      temperature:
        Math.round((8 + 6 * Math.sin((hour - 9) / 4) + random() * 3) * 10) / 10,
      humidity: Math.round(55 + random() * 40),
      wind: Math.round(random() * 45),
    };
  });
}

export const readingColumns: GridColDef<WeatherReading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'hour', headerName: 'Hour', width: 90 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 110,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 110 },
];
