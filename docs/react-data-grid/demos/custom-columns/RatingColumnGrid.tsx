import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColTypeDef,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Cafe {
  id: number;
  name: string;
  coffee: number;
  food: number;
  service: number;
}

const rows: Cafe[] = [
  { id: 1, name: 'The Copper Kettle', coffee: 4, food: 3, service: 5 },
  { id: 2, name: 'Bean & Gone', coffee: 5, food: 2, service: 3 },
  { id: 3, name: 'Crumb Corner', coffee: 3, food: 5, service: 4 },
  { id: 4, name: 'Nordic Roast', coffee: 5, food: 4, service: 2 },
];

function RatingEditCell(props: GridRenderEditCellParams<Cafe, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      value={props.value ?? 0}
      onChange={(_event, value) => {
        void apiRef.current.setEditCellValue({
          id: props.id,
          field: props.field,
          value: value ?? 0,
        });
      }}
      sx={{ px: 1 }}
    />
  );
}

// A custom "rating" type: spread it into every column that holds 0–5 stars.
const ratingColumn: GridColTypeDef<number> = {
  type: 'number',
  width: 150,
  align: 'left',
  headerAlign: 'left',
  display: 'flex',
  editable: true,
  renderCell: (params) => <Rating value={params.value ?? 0} readOnly size="small" />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
};

const columns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Café', width: 180 },
  { ...ratingColumn, field: 'coffee', headerName: 'Coffee' },
  { ...ratingColumn, field: 'food', headerName: 'Food' },
  { ...ratingColumn, field: 'service', headerName: 'Service' },
];

export default function RatingColumnGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
