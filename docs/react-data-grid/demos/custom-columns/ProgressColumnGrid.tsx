import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColTypeDef,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  picked: number;
  packed: number;
}

const rows: Order[] = [
  { id: 5012, customer: 'Greenleaf Grocers', picked: 1, packed: 0.75 },
  { id: 5013, customer: 'Harbour Hardware', picked: 0.4, packed: 0.1 },
  { id: 5014, customer: 'Atlas Office Supply', picked: 1, packed: 1 },
  { id: 5015, customer: 'Pine & Petal Florists', picked: 0.65, packed: 0 },
  { id: 5016, customer: 'Vega Bikes', picked: 0.9, packed: 0.55 },
];

function ProgressCell(props: GridRenderCellParams<Order, number, string>) {
  const percent = Math.round((props.value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent === 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label={`${percent}%`}
      />
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

// Stores a fraction from 0 to 1; sorts and filters as a number.
const progressColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 180,
  display: 'flex',
  valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
  renderCell: (params) => <ProgressCell {...params} />,
};

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { ...progressColumn, field: 'picked', headerName: 'Picked' },
  { ...progressColumn, field: 'packed', headerName: 'Packed' },
];

export default function ProgressColumnGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'packed', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
