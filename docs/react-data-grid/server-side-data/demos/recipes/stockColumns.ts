import type { GridColDef } from '@mui/x-data-grid';
import type { StockItem } from '../../../demos/server-side-data/fakeStockServer';

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'checkedAt', headerName: 'Read at tick', type: 'number', width: 120 },
];
