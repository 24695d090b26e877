export type Move = 'up' | 'down' | 'flat';

export interface Quote {
  id: string;
  company: string;
  sector: string;
  price: number;
  open: number;
  volume: number;
  lastMove: Move;
  /** The last prices, oldest first, for the sparkline. */
  history: number[];
}

/** A small deterministic generator (mulberry32): the same seed always gives the same feed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const listings: Array<[string, string, string, number]> = [
  ['NRDW', 'Nordwind Energy', 'Utilities', 48.2],
  ['HLXB', 'Helix Biolabs', 'Health care', 131.75],
  ['QTRM', 'Quarry & Timber', 'Materials', 22.4],
  ['ORBT', 'Orbit Freight', 'Industrials', 67.1],
  ['CNVS', 'Canvas Software', 'Technology', 214.3],
  ['MRDN', 'Meridian Bank', 'Financials', 39.85],
  ['PLSR', 'Pulsar Semiconductors', 'Technology', 96.6],
  ['VRDA', 'Verdant Foods', 'Consumer staples', 54.05],
];

export const HISTORY_LENGTH = 24;

/** Opening quotes with a short seeded history, identical on the server and in the browser. */
export function createQuotes(): Quote[] {
  const random = createRandom(2026);
  return listings.map(([id, company, sector, open]) => {
    const history = [open];
    for (let i = 1; i < HISTORY_LENGTH; i += 1) {
      const last = history[i - 1] ?? open;
      history.push(Math.round(last * (1 + (random() - 0.5) * 0.012) * 100) / 100);
    }
    const price = history[history.length - 1] ?? open;
    return {
      id,
      company,
      sector,
      open,
      price,
      volume: Math.round(20_000 + random() * 80_000),
      lastMove: 'flat',
      history,
    };
  });
}

/** The next quote of a listing: a small random walk, a few hundred shares traded. */
export function nextQuote(quote: Quote, random: () => number): Quote {
  const price = Math.max(
    0.01,
    Math.round(quote.price * (1 + (random() - 0.5) * 0.01) * 100) / 100,
  );
  let lastMove: Move = 'flat';
  if (price > quote.price) {
    lastMove = 'up';
  } else if (price < quote.price) {
    lastMove = 'down';
  }
  return {
    ...quote,
    price,
    lastMove,
    volume: quote.volume + Math.round(100 + random() * 900),
    history: [...quote.history.slice(1), price],
  };
}
