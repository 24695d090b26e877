import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  username: string;
  team: string;
}

const rows: Account[] = [
  { id: 1, username: 'amara.o', team: 'Payments' },
  { id: 2, username: 'jlindqvist', team: 'Search' },
  { id: 3, username: 'mei_t', team: 'Mobile' },
  { id: 4, username: 'rafa.duarte', team: 'Payments' },
  { id: 5, username: 'priya', team: 'Data' },
  { id: 6, username: 'kwame.m', team: 'Support' },
  { id: 7, username: 'sofia.rossi', team: 'Search' },
];

// Usernames held by accounts outside this table, known only to the server.
const TAKEN_ELSEWHERE = ['admin', 'support', 'hannah.b', 'noah'];

// A pretend request: is the name free? Answers after 500 ms.
function isUsernameFree(id: number, username: string): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const name = username.trim().toLowerCase();
      const takenHere = rows.some(
        (row) => row.id !== id && row.username.toLowerCase() === name,
      );
      resolve(!takenHere && !TAKEN_ELSEWHERE.includes(name));
    }, 500);
  });
}

function UsernameEditCell(params: GridRenderEditCellParams<Account, string>) {
  const { error, isProcessingProps } = params;
  return (
    <Tooltip
      open={Boolean(error) && !isProcessingProps}
      title="This username is taken"
      placement="bottom-start"
    >
      <Box
        sx={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          outline: error ? '2px solid' : 'none',
          outlineColor: 'error.main',
          outlineOffset: -2,
        }}
      >
        {/* While the check runs, the editor shows the grid's loading icon by itself. */}
        <GridEditInputCell {...params} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'Username',
    flex: 1,
    minWidth: 200,
    editable: true,
    // A promise: the cell cannot be committed while the server has not answered.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      const value = String(params.props.value ?? '');
      if (value.trim() === '') {
        return { ...params.props, error: true };
      }
      const free = await isUsernameFree(Number(params.id), value);
      return { ...params.props, error: !free };
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
  { field: 'team', headerName: 'Team', width: 140 },
];

export default function UniqueUsernameGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
