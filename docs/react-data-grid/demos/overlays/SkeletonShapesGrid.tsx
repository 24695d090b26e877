import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridSkeletonCell,
  gridClasses,
  type GridColDef,
  type GridRenderCellParams,
  type GridSlotProps,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  status: 'Online' | 'Away' | 'Offline';
}

const members: Member[] = [
  { id: 1, name: 'Adaeze Nwosu', role: 'Product designer', status: 'Online' },
  { id: 2, name: 'Bruno Carvalho', role: 'Backend engineer', status: 'Away' },
  { id: 3, name: 'Chen Jing', role: 'Data analyst', status: 'Online' },
  { id: 4, name: 'Dmitri Volkov', role: 'Support lead', status: 'Offline' },
  { id: 5, name: 'Esther Kim', role: 'Frontend engineer', status: 'Online' },
];

const columns: GridColDef<Member>[] = [
  {
    field: 'name',
    headerName: 'Member',
    flex: 1,
    minWidth: 200,
    renderCell: ({ value }) => (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', height: '100%' }}
      >
        <Avatar sx={{ width: 28, height: 28, fontSize: 13 }}>
          {String(value).charAt(0)}
        </Avatar>
        <span>{value}</span>
      </Stack>
    ),
  },
  { field: 'role', headerName: 'Role', width: 170 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    renderCell: ({ value }: GridRenderCellParams<Member, Member['status']>) => (
      <Chip
        size="small"
        label={value}
        color={value === 'Online' ? 'success' : 'default'}
      />
    ),
  },
];

// Draws the member and status cells in the shape of their content; other columns keep the default line.
function ShapedSkeletonCell(props: GridSlotProps['skeletonCell']) {
  const { field, width, height, empty, className, style, type, align, ...other } =
    props;
  if (empty || (field !== 'name' && field !== 'status')) {
    return <GridSkeletonCell {...props} />;
  }
  return (
    <div
      // The grid finds skeleton cells by data-field to resize them with their column.
      data-field={field}
      className={[gridClasses.cell, gridClasses.cellSkeleton, className]
        .filter(Boolean)
        .join(' ')}
      style={{ height, minWidth: width, maxWidth: width, ...style }}
      {...other}
    >
      {field === 'name' ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', width: '100%' }}
        >
          <Skeleton variant="circular" width={28} height={28} />
          <Skeleton variant="text" width="55%" />
        </Stack>
      ) : (
        <Skeleton
          variant="rounded"
          width={64}
          height={24}
          sx={{ borderRadius: 4 }}
        />
      )}
    </div>
  );
}

export default function SkeletonShapesGrid() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={members}
          columns={columns}
          loading={loading}
          slots={{ skeletonCell: ShapedSkeletonCell }}
          slotProps={{
            loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
          }}
        />
      </Box>
    </Stack>
  );
}
