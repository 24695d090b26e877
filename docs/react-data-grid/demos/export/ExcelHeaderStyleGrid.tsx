import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridExceljsProcessInput,
} from '@mui/x-data-grid-premium';
import { ORDERS, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

// Runs after the grid has written the rows: row 1 is the header row.
const styleHeader = ({ worksheet }: GridExceljsProcessInput) => {
  const header = worksheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF2E7D32' } };
  header.height = 22;
  // Keep the header visible while scrolling the sheet.
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Promise.resolve();
};

export default function ExcelHeaderStyleGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        hideFooter
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
            excelOptions: {
              fileName: 'plant-orders',
              columnsStyles: { total: { numFmt: '#,##0.00 "€"' } },
              exceljsPostProcess: styleHeader,
            },
          },
        }}
      />
    </Box>
  );
}
