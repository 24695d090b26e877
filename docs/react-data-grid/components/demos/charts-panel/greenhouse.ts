import type { GridColDef } from '@mui/x-data-grid-premium';

/** Two weeks of daily readings from a greenhouse's sensors: deterministic, one row per day. */
export interface GreenhouseDay {
  id: number;
  day: string;
  tempC: number;
  humidity: number;
  waterL: number;
  sunHours: number;
  note: string;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const TEMPERATURE = [
  21.4, 22.8, 24.1, 23.5, 19.9, 18.7, 20.6, 22.2, 25.3, 26.0, 24.4, 21.1, 20.2, 22.9,
];
const HUMIDITY = [68, 64, 59, 61, 74, 79, 71, 66, 55, 52, 58, 70, 73, 63];
const SUN_HOURS = [
  6.5, 8.2, 10.1, 9.4, 3.2, 1.8, 5.0, 7.6, 11.3, 11.8, 9.9, 4.4, 3.9, 8.1,
];

export function createGreenhouseDays(): GreenhouseDay[] {
  return TEMPERATURE.map((tempC, index) => {
    const sunHours = SUN_HOURS[index] as number;
    return {
      id: index + 1,
      day: `${DAYS[index % 7] as string} ${index + 1}`,
      tempC,
      humidity: HUMIDITY[index] as number,
      // Irrigation follows the sun: more light, more water.
      waterL: Math.round(120 + sunHours * 14),
      sunHours,
      note: index === 4 ? 'Vent motor serviced' : '',
    };
  });
}

export const greenhouseColumns: GridColDef<GreenhouseDay>[] = [
  { field: 'day', headerName: 'Day', width: 90 },
  { field: 'tempC', headerName: 'Temperature', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity', type: 'number', width: 100 },
  { field: 'waterL', headerName: 'Water', type: 'number', width: 90 },
  { field: 'sunHours', headerName: 'Sunshine', type: 'number', width: 100 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 160 },
];
