import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridAddIcon,
  GridCheckIcon,
  GridCloseIcon,
  GridDeleteIcon,
  GridRowEditStopReasons,
  GridRowModes,
  Toolbar,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { BIKE_CATEGORIES, initialBikes, type Bike } from './bikeShop';

const EditIcon = createSvgIcon(
  <path d="M4 17.2V20h2.8l9.9-9.9-2.8-2.8zM19.4 7.4a1 1 0 0 0 0-1.4l-1.4-1.4a1 1 0 0 0-1.4 0l-1.2 1.2 2.8 2.8z" />,
  'Edit',
);

// The toolbar is a slot: it reaches the demo's "add" handler through context.
const AddBikeContext = React.createContext<() => void>(() => {});

function InventoryToolbar() {
  const addBike = React.useContext(AddBikeContext);
  return (
    <Toolbar>
      <Button size="small" startIcon={<GridAddIcon />} onClick={addBike}>
        Add bike
      </Button>
    </Toolbar>
  );
}

export default function CrudGrid() {
  const [rows, setRows] = React.useState<Bike[]>(initialBikes);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  // The bike stays in state while the dialog closes, so its name does not vanish mid-animation.
  const [bikeToDelete, setBikeToDelete] = React.useState<Bike | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const nextId = React.useRef(initialBikes.length + 1);

  const addBike = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    const bike: Bike = {
      id,
      model: '',
      category: 'City',
      price: 0,
      stock: 0,
      isNew: true,
    };
    setRows((previous) => [bike, ...previous]);
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'model' },
    }));
  }, []);

  const setMode = React.useCallback(
    (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
      setRowModesModel((previous) => ({
        ...previous,
        [id]:
          mode === GridRowModes.Edit
            ? { mode: GridRowModes.Edit }
            : { mode: GridRowModes.View, ignoreModifications },
      })),
    [],
  );

  const cancel = React.useCallback(
    (bike: Bike) => {
      setMode(bike.id, GridRowModes.View, true);
      if (bike.isNew) {
        // A new row that was never saved disappears instead of going back to blank values.
        setRows((previous) => previous.filter((row) => row.id !== bike.id));
      }
    },
    [setMode],
  );

  const askToDelete = React.useCallback((bike: Bike) => {
    setBikeToDelete(bike);
    setConfirmOpen(true);
  }, []);

  const processRowUpdate = (newRow: Bike) => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) =>
      previous.map((row) => (row.id === saved.id ? saved : row)),
    );
    return saved;
  };

  // Leaving the row does not save it: the Save button, Enter, or Shift+Tab out of
  // its first cell does. (Tab from the last field only reaches the actions cell.)
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const columns = React.useMemo<GridColDef<Bike>[]>(
    () => [
      {
        field: 'model',
        headerName: 'Model',
        flex: 1,
        minWidth: 170,
        editable: true,
      },
      {
        field: 'category',
        headerName: 'Category',
        type: 'singleSelect',
        valueOptions: BIKE_CATEGORIES,
        width: 120,
        editable: true,
      },
      {
        field: 'price',
        headerName: 'Price (€)',
        type: 'number',
        width: 110,
        editable: true,
      },
      {
        field: 'stock',
        headerName: 'In stock',
        type: 'number',
        width: 100,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        renderCell: (params) => {
          const bike = params.row;
          const editing = rowModesModel[bike.id]?.mode === GridRowModes.Edit;
          return (
            <GridActionsCell {...params}>
              {editing ? (
                <React.Fragment>
                  <GridActionsCellItem
                    icon={<GridCheckIcon />}
                    label="Save"
                    color="primary"
                    onClick={() => setMode(bike.id, GridRowModes.View)}
                  />
                  <GridActionsCellItem
                    icon={<GridCloseIcon />}
                    label="Cancel"
                    onClick={() => cancel(bike)}
                  />
                </React.Fragment>
              ) : (
                <React.Fragment>
                  <GridActionsCellItem
                    icon={<EditIcon />}
                    label="Edit"
                    onClick={() => setMode(bike.id, GridRowModes.Edit)}
                  />
                  <GridActionsCellItem
                    icon={<GridDeleteIcon />}
                    label="Delete"
                    onClick={() => askToDelete(bike)}
                  />
                </React.Fragment>
              )}
            </GridActionsCell>
          );
        },
      },
    ],
    // The actions column shows Save/Cancel or Edit/Delete depending on the row's mode.
    [rowModesModel, setMode, cancel, askToDelete],
  );

  const confirmDelete = () => {
    if (bikeToDelete) {
      setRows((previous) => previous.filter((row) => row.id !== bikeToDelete.id));
    }
    setConfirmOpen(false);
  };

  return (
    <AddBikeContext.Provider value={addBike}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          slots={{ toolbar: InventoryToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)}>
        <DialogTitle>Delete this bike?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {bikeToDelete?.model || 'This unnamed bike'} will be removed from the
            inventory. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)}>Keep it</Button>
          <Button color="error" onClick={confirmDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </AddBikeContext.Provider>
  );
}
