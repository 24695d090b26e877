import type { GridExceljsProcessInput } from '@mui/x-data-grid-premium';

// Runs after the grid has written its rows: a last row adds up the Salary column (D)
// with an Excel formula, and the header row stays in view while the sheet scrolls.
export function addSalaryTotal({ worksheet }: GridExceljsProcessInput) {
  const lastDataRow = worksheet.rowCount;
  const total = worksheet.addRow([
    'Total',
    '',
    '',
    { formula: `SUM(D2:D${lastDataRow})` },
  ]);
  total.font = { bold: true };
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  // The grid awaits what the callback returns.
  return Promise.resolve();
}
