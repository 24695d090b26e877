import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  bedrooms: number;
  area: number;
  askingPrice: number;
  pricePerM2: number;
}

const rows: Listing[] = [
  {
    id: 1,
    address: '14 Quay Street',
    bedrooms: 2,
    area: 68,
    askingPrice: 295000,
    pricePerM2: 4338,
  },
  {
    id: 2,
    address: '3 Orchard Rise',
    bedrooms: 4,
    area: 142,
    askingPrice: 512000,
    pricePerM2: 3606,
  },
  {
    id: 3,
    address: '27b Mill Lane',
    bedrooms: 1,
    area: 44,
    askingPrice: 189000,
    pricePerM2: 4295,
  },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', width: 170 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 100 },
  { field: 'askingPrice', headerName: 'Asking (€)', type: 'number', width: 120 },
  { field: 'pricePerM2', headerName: '€ per m²', type: 'number', width: 110 },
];

// One class rule for every group: the outer level is darker than the inner one.
const byDepth = (params: GridColumnGroupHeaderParams) =>
  `group-depth-${params.depth}`;

// One renderer for every group: the name and how many columns it covers.
const withCount = (params: GridColumnGroupHeaderParams) => (
  <Typography variant="body2" sx={{ fontWeight: 600 }}>
    {params.headerName}{' '}
    <Typography component="span" variant="caption" color="text.secondary">
      ({params.fields.length} columns)
    </Typography>
  </Typography>
);

const group = { headerClassName: byDepth, renderHeaderGroup: withCount };

const columnGroupingModel: GridColumnGroupingModel = [
  {
    ...group,
    groupId: 'property',
    headerName: 'Property',
    children: [
      {
        ...group,
        groupId: 'size',
        headerName: 'Size',
        children: [{ field: 'bedrooms' }, { field: 'area' }],
      },
      {
        ...group,
        groupId: 'price',
        headerName: 'Price',
        children: [{ field: 'askingPrice' }, { field: 'pricePerM2' }],
      },
    ],
  },
];

export default function GroupDepthStylesGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .group-depth-0': { bgcolor: 'rgba(25, 118, 210, 0.16)' },
        '& .group-depth-1': { bgcolor: 'rgba(25, 118, 210, 0.06)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
