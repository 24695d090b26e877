// Customers of an online wine shop, grouped in four segments by a clustering job.
// Generated once with a small seeded random generator, so every render is the same.

export type Segment = 'occasional' | 'bargain' | 'loyal' | 'premium';

export interface Customer {
  id: string;
  segment: Segment;
  /** Orders in the last 12 months. */
  x: number;
  /** Average basket, in euros. */
  y: number;
}

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    // Mulberry32: a tiny deterministic generator.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(2026);

// Roughly normal noise: the sum of three uniform numbers.
const noise = () => random() + random() + random() - 1.5;

const centres: Record<Segment, { orders: number; basket: number; count: number }> = {
  occasional: { orders: 2, basket: 45, count: 40 },
  bargain: { orders: 9, basket: 38, count: 30 },
  loyal: { orders: 15, basket: 82, count: 30 },
  premium: { orders: 5, basket: 190, count: 18 },
};

export const customers: Customer[] = (Object.keys(centres) as Segment[]).flatMap(
  (segment) => {
    const { orders, basket, count } = centres[segment];
    return Array.from({ length: count }, (_, index) => ({
      id: `${segment}-${index}`,
      segment,
      x: Math.max(1, Math.round(orders + noise() * orders * 0.6)),
      y: Math.max(15, Math.round(basket + noise() * basket * 0.35)),
    }));
  },
);
