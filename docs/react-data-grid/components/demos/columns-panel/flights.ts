/** Deterministic departures board for the columns panel demos: many columns, some of them rarely needed. */
export interface Flight {
  id: number;
  flight: string;
  airline: string;
  origin: string;
  destination: string;
  departure: Date;
  gate: string;
  terminal: string;
  aircraft: string;
  status: string;
  seats: number;
  booked: number;
  baggageKg: number;
  delayMinutes: number;
}

const AIRLINES: ReadonlyArray<[code: string, name: string]> = [
  ['NK', 'Nordkap Air'],
  ['SL', 'Sol Lines'],
  ['TR', 'Trans-Rift'],
  ['AV', 'Altavia'],
];
const AIRPORTS = ['LIS', 'CPH', 'NBO', 'GRU', 'BOM', 'HND', 'IST', 'JNB', 'YVR'];
const AIRCRAFT: ReadonlyArray<[model: string, seats: number]> = [
  ['A320neo', 180],
  ['B737-8', 172],
  ['A321XLR', 220],
  ['E195-E2', 132],
  ['B787-9', 290],
];
const STATUSES = ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'];

export function createFlights(count: number): Flight[] {
  return Array.from({ length: count }, (_unused, index) => {
    const [code, airline] = AIRLINES[index % AIRLINES.length] as [string, string];
    const [aircraft, seats] = AIRCRAFT[(index * 3) % AIRCRAFT.length] as [
      string,
      number,
    ];
    const origin = AIRPORTS[index % AIRPORTS.length] as string;
    const destination = AIRPORTS[(index * 5 + 2) % AIRPORTS.length] as string;
    const status = STATUSES[(index * 7) % STATUSES.length] as string;
    const booked = Math.min(
      seats,
      Math.round(seats * (0.55 + ((index * 13) % 45) / 100)),
    );
    return {
      id: index + 1,
      flight: `${code}${((120 + index * 17) % 900) + 100}`,
      airline,
      origin,
      destination:
        destination === origin
          ? (AIRPORTS[(index + 4) % AIRPORTS.length] as string)
          : destination,
      departure: new Date(
        Date.UTC(2026, 2, 14, 5 + Math.floor(index / 3), (index % 3) * 20),
      ),
      gate: `${'ABCD'[index % 4]}${((index * 7) % 30) + 1}`,
      terminal: `T${(index % 3) + 1}`,
      aircraft,
      status,
      seats,
      booked: status === 'Cancelled' ? 0 : booked,
      baggageKg: status === 'Cancelled' ? 0 : booked * 17 + ((index * 31) % 400),
      delayMinutes: status === 'Delayed' ? 15 + ((index * 11) % 90) : 0,
    };
  });
}
