/**
 * Daily readings of a few Norwegian weather stations for the aggregation demos.
 * The values are computed from the station and the day (no randomness), so the
 * server and the browser render the same rows.
 */
export interface WeatherReading {
  id: number;
  station: string;
  region: string;
  date: Date;
  high: number;
  low: number;
  rainfall: number;
  windGust: number;
  frost: boolean;
}

const STATIONS: ReadonlyArray<[station: string, region: string, mildness: number]> =
  [
    ['Bergen', 'West coast', 6],
    ['Stavanger', 'West coast', 7],
    ['Oslo', 'East', 3],
    ['Lillehammer', 'East', -1],
    ['Tromsø', 'North', -2],
    ['Bodø', 'North', 1],
  ];

/** A repeatable wobble between -1 and 1 for a station and a day. */
function wobble(stationIndex: number, day: number, salt: number): number {
  return Math.sin(stationIndex * 12.9898 + day * 78.233 + salt * 3.7);
}

export function createReadings(days = 10): WeatherReading[] {
  const readings: WeatherReading[] = [];
  STATIONS.forEach(([station, region, mildness], stationIndex) => {
    for (let day = 0; day < days; day += 1) {
      const high =
        Math.round((mildness + 4 + wobble(stationIndex, day, 1) * 4) * 10) / 10;
      const low =
        Math.round((high - 5 - Math.abs(wobble(stationIndex, day, 2)) * 4) * 10) /
        10;
      const wet = wobble(stationIndex, day, 3);
      readings.push({
        id: readings.length + 1,
        station,
        region,
        // March 2025, at noon UTC so that the calendar day is the same in almost every time zone.
        date: new Date(Date.UTC(2025, 2, 1 + day, 12)),
        high,
        low,
        rainfall:
          wet > 0
            ? Math.round(wet * (region === 'West coast' ? 24 : 9) * 10) / 10
            : 0,
        windGust: Math.round(30 + Math.abs(wobble(stationIndex, day, 4)) * 55),
        frost: low < 0,
      });
    }
  });
  return readings;
}

export const formatCelsius = (value: number | null | undefined) =>
  value == null ? '' : `${value.toFixed(1)} °C`;

export const formatMillimetres = (value: number | null | undefined) =>
  value == null ? '' : `${value.toFixed(1)} mm`;
