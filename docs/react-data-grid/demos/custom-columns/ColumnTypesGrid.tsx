import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridDeleteIcon,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  estimate: number;
  due: Date;
  lastUpdate: Date;
  done: boolean;
  priority: 'Low' | 'Medium' | 'High';
  notes: string;
}

const initialRows: Task[] = [
  {
    id: 1,
    title: 'Write release notes',
    estimate: 2,
    due: new Date(2025, 5, 2),
    lastUpdate: new Date(2025, 4, 28, 9, 30),
    done: false,
    priority: 'High',
    notes:
      'Collect the merged pull requests since the last tag, group them by package and thank the contributors by name.',
  },
  {
    id: 2,
    title: 'Update dependencies',
    estimate: 5,
    due: new Date(2025, 5, 9),
    lastUpdate: new Date(2025, 4, 27, 16, 5),
    done: true,
    priority: 'Medium',
    notes:
      'Bump the minor versions, then run the full test suite; two packages changed their peer ranges.',
  },
  {
    id: 3,
    title: 'Review accessibility audit',
    estimate: 8,
    due: new Date(2025, 5, 13),
    lastUpdate: new Date(2025, 4, 26, 11, 45),
    done: false,
    priority: 'High',
    notes:
      'Go through the report item by item: contrast of the secondary text, labels of the icon buttons, focus order of the dialog.',
  },
  {
    id: 4,
    title: 'Archive old branches',
    estimate: 1,
    due: new Date(2025, 5, 20),
    lastUpdate: new Date(2025, 4, 20, 14, 0),
    done: true,
    priority: 'Low',
    notes: 'Delete the branches merged more than three months ago.',
  },
  {
    id: 5,
    title: 'Plan Q3 roadmap',
    estimate: 3,
    due: new Date(2025, 5, 27),
    lastUpdate: new Date(2025, 4, 29, 8, 15),
    done: false,
    priority: 'Medium',
    notes:
      'Gather the requests from the support queue and the survey, and draft three themes for the quarter.',
  },
];

export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      {
        field: 'title',
        headerName: 'string',
        flex: 1,
        minWidth: 190,
        editable: true,
      },
      {
        field: 'estimate',
        headerName: 'number (days)',
        type: 'number',
        width: 130,
        editable: true,
      },
      { field: 'due', headerName: 'date', type: 'date', width: 120, editable: true },
      {
        field: 'lastUpdate',
        headerName: 'dateTime',
        type: 'dateTime',
        width: 190,
        editable: true,
      },
      {
        field: 'done',
        headerName: 'boolean',
        type: 'boolean',
        width: 100,
        editable: true,
      },
      {
        field: 'priority',
        headerName: 'singleSelect',
        type: 'singleSelect',
        valueOptions: ['Low', 'Medium', 'High'],
        width: 130,
        editable: true,
      },
      {
        field: 'notes',
        headerName: 'longText',
        type: 'longText',
        width: 220,
        editable: true,
      },
      {
        field: 'actions',
        headerName: 'actions',
        type: 'actions',
        width: 90,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridDeleteIcon />}
              label="Delete"
              onClick={() => deleteRow(params.id)}
            />
            <GridActionsCellItem
              label="Duplicate"
              showInMenu
              onClick={() =>
                setRows((previous) => [
                  ...previous,
                  {
                    ...params.row,
                    id: Math.max(...previous.map((row) => row.id)) + 1,
                    title: `${params.row.title} (copy)`,
                  },
                ])
              }
            />
          </GridActionsCell>
        ),
      },
    ],
    [deleteRow],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
