/**
 * Stock levels of a spare-parts store, generated from a seed so that the server and the browser
 * render the same rows.
 */
import type { GridColDef } from '@mui/x-data-grid';

export interface Part {
  id: number;
  sku: string;
  name: string;
  category: string;
  bin: string;
  onHand: number;
  reorderAt: number;
  unitCost: number;
}

const PARTS: [string, string][] = [
  ['Hex bolt M8 × 40', 'Fasteners'],
  ['Lock nut M8', 'Fasteners'],
  ['Washer 8 mm', 'Fasteners'],
  ['Ball bearing 6204', 'Bearings'],
  ['Needle bearing HK1512', 'Bearings'],
  ['V-belt A42', 'Drive'],
  ['Timing belt 5M-425', 'Drive'],
  ['Sprocket 12T', 'Drive'],
  ['O-ring 20 × 2', 'Seals'],
  ['Shaft seal 25 × 40 × 7', 'Seals'],
  ['Hydraulic hose 1/4"', 'Hydraulics'],
  ['Quick coupler 3/8"', 'Hydraulics'],
  ['Proximity sensor M12', 'Electrical'],
  ['Fuse 10 A', 'Electrical'],
  ['Contactor 24 V', 'Electrical'],
];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function createParts(count: number, seed = 5): Part[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const [name, category] = PARTS[index % PARTS.length]!;
    const reorderAt = 10 + Math.floor(random() * 40);
    return {
      id: index + 1,
      sku: `SP-${String(3000 + index * 13)}`,
      name:
        index < PARTS.length
          ? name
          : `${name} (batch ${Math.floor(index / PARTS.length) + 1})`,
      category,
      bin: `${String.fromCharCode(65 + Math.floor(random() * 6))}-${1 + Math.floor(random() * 24)}`,
      onHand: Math.floor(random() * 160),
      reorderAt,
      unitCost: Math.round((0.2 + random() * 60) * 100) / 100,
    };
  });
}

export const partColumns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 190 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100 },
];
