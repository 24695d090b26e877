export interface Bin {
  id: string;
  warehouse: 'Rotterdam' | 'Leipzig';
  zone: string;
  aisle: string;
  item: string;
  quantity: number;
}

const items = [
  'Pallet wrap',
  'Cable ties',
  'Label rolls',
  'Carton 40×30',
  'Tape 48 mm',
  'Foam corners',
  'Void fill',
  'Strapping',
];

/** Deterministic bins: every zone has two aisles with three bins each. */
function binsOf(warehouse: Bin['warehouse'], zones: string[], seed: number): Bin[] {
  const bins: Bin[] = [];
  zones.forEach((zone, zoneIndex) => {
    ['A', 'B'].forEach((aisleLetter, aisleIndex) => {
      for (let slot = 1; slot <= 3; slot += 1) {
        const n = zoneIndex * 6 + aisleIndex * 3 + slot;
        bins.push({
          id: `${warehouse.slice(0, 3).toUpperCase()}-${zone}-${aisleLetter}${slot}`,
          warehouse,
          zone: `Zone ${zone}`,
          aisle: `Aisle ${zone}${aisleLetter}`,
          item: items[(n + seed) % items.length] ?? 'Pallet wrap',
          quantity: ((n * 37 + seed * 11) % 180) + 20,
        });
      }
    });
  });
  return bins;
}

export const binsByWarehouse: Record<Bin['warehouse'], Bin[]> = {
  Rotterdam: binsOf('Rotterdam', ['1', '2', '3'], 3),
  Leipzig: binsOf('Leipzig', ['1', '2', '3', '4'], 5),
};
