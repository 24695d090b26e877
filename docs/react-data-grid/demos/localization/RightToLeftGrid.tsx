import * as React from 'react';
import Box from '@mui/material/Box';
import RtlProvider from '@mui/system/RtlProvider';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

interface Shipment {
  id: number;
  city: string;
  courier: string;
  parcels: number;
  status: string;
}

// The cell texts are the application's own, written in Arabic.
const rows: Shipment[] = [
  { id: 1, city: 'الخرطوم', courier: 'سريع', parcels: 42, status: 'قيد التوصيل' },
  {
    id: 2,
    city: 'القاهرة',
    courier: 'النيل إكسبرس',
    parcels: 17,
    status: 'تم التسليم',
  },
  { id: 3, city: 'عمّان', courier: 'سريع', parcels: 8, status: 'في المستودع' },
  { id: 4, city: 'الرباط', courier: 'أطلس', parcels: 25, status: 'قيد التوصيل' },
  { id: 5, city: 'الدوحة', courier: 'الخليج', parcels: 31, status: 'تم التسليم' },
  { id: 6, city: 'تونس', courier: 'أطلس', parcels: 12, status: 'في المستودع' },
  { id: 7, city: 'مسقط', courier: 'الخليج', parcels: 5, status: 'قيد التوصيل' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'الرقم', width: 80 },
  { field: 'city', headerName: 'المدينة', flex: 1, minWidth: 120 },
  { field: 'courier', headerName: 'شركة الشحن', width: 140 },
  { field: 'parcels', headerName: 'الطرود', type: 'number', width: 100 },
  { field: 'status', headerName: 'الحالة', width: 140 },
];

export default function RightToLeftGrid() {
  return (
    // RtlProvider tells MUI components the direction (a theme with `direction: 'rtl'` does the same);
    // dir="rtl" mirrors the layout of the element and its children.
    <RtlProvider value>
      <Box dir="rtl" sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={arSD.components.MuiDataGrid.defaultProps.localeText}
          showToolbar
          checkboxSelection
          pageSizeOptions={[5, 10]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 5 } },
          }}
        />
      </Box>
    </RtlProvider>
  );
}
