import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridClasses,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
  type GridRowClassNameParams,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  venue: string;
  room: string;
  guest: string;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, venue: 'Harbour Hotel', room: 'Suite', guest: 'Ines Barros', nights: 3 },
  { id: 2, venue: 'Harbour Hotel', room: 'Suite', guest: 'Malik Osei', nights: 2 },
  { id: 3, venue: 'Harbour Hotel', room: 'Double', guest: 'Greta Holm', nights: 4 },
  { id: 4, venue: 'Harbour Hotel', room: 'Single', guest: 'Aiko Mori', nights: 1 },
  { id: 5, venue: 'Alpine Lodge', room: 'Double', guest: 'Lukas Brandt', nights: 5 },
  { id: 6, venue: 'Alpine Lodge', room: 'Double', guest: 'Chloé Martin', nights: 2 },
  { id: 7, venue: 'Alpine Lodge', room: 'Single', guest: 'Dev Patel', nights: 6 },
  { id: 8, venue: 'Alpine Lodge', room: 'Single', guest: 'Nora Kallio', nights: 3 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'venue', headerName: 'Venue', width: 140 },
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

const initialState: GridInitialState = {
  rowGrouping: { model: ['venue', 'room'] },
  aggregation: { model: { nights: 'sum' } },
  columns: { columnVisibilityModel: { venue: false, room: false } },
};

export default function GroupRowsStylingGrid() {
  const apiRef = useGridApiRef();

  // A row that heads a group has a node of type 'group'; its depth is its grouping level.
  const getRowClassName = (params: GridRowClassNameParams<Booking>) => {
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type !== 'group') {
      return '';
    }
    return node.depth === 0 ? 'group-row group-row--top' : 'group-row';
  };

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={-1}
        getRowClassName={getRowClassName}
        hideFooter
        sx={{
          [`& .group-row .${gridClasses.cell}`]: { fontWeight: 'fontWeightMedium' },
          '& .group-row--top': {
            bgcolor: 'action.selected',
            '&:hover': { bgcolor: 'action.focus' },
          },
        }}
      />
    </Box>
  );
}
