import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';

interface Shift {
  id: number;
  day: string;
  nurse: string;
  ward: string;
  hours: string;
}

const days = ['Mon', 'Mon', 'Tue', 'Tue', 'Wed', 'Wed', 'Thu', 'Thu'];
const nurses = ['R. Adeyemi', 'K. Novak', 'S. Lindgren', 'M. Costa'];

const rows: Shift[] = days.map((day, index) => ({
  id: index + 1,
  day,
  nurse: nurses[index % nurses.length] ?? 'R. Adeyemi',
  ward: index % 3 === 0 ? 'Maternity' : 'Surgery',
  hours: index % 2 === 0 ? '07:00–15:00' : '15:00–23:00',
}));

// A wider gap after the last shift of each day; no gap after the last row.
function getRowSpacing({ model, isLastVisible }: GridRowSpacingParams) {
  const next = rows.find((row) => row.id === (model as Shift).id + 1);
  const endOfDay = next !== undefined && next.day !== (model as Shift).day;
  return { top: 0, bottom: isLastVisible ? 0 : endOfDay ? 10 : 0 };
}

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 80 },
  { field: 'nurse', headerName: 'Nurse', flex: 1 },
  { field: 'ward', headerName: 'Ward', width: 120 },
  { field: 'hours', headerName: 'Hours', width: 130 },
];

export default function BorderSpacingGrid() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        // The grid sets only the border widths: give the rows a style and a colour.
        '& .MuiDataGrid-row': {
          borderStyle: 'solid',
          borderWidth: 0,
          borderColor: 'primary.light',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        rowSpacingType="border"
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
