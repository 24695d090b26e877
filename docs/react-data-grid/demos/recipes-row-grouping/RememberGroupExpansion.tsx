import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { binsByWarehouse, type Bin } from './stock';

type Warehouse = Bin['warehouse'];

const columns: GridColDef<Bin>[] = [
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'aisle', headerName: 'Aisle', width: 100 },
  { field: 'id', headerName: 'Bin', width: 150 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

const rowGroupingModel = ['zone', 'aisle'];

/** Zones open, aisles closed: what a warehouse shows the first time. */
const DEFAULT_DEPTH = 1;

export default function RememberGroupExpansion() {
  const apiRef = useGridApiRef();
  const [warehouse, setWarehouse] = React.useState<Warehouse>('Rotterdam');
  // The open groups of each warehouse, saved when the reader leaves its tab.
  const savedRef = React.useRef<Partial<Record<Warehouse, Set<GridRowId>>>>({});

  const openGroups = () => {
    const tree = gridRowTreeSelector(apiRef);
    return new Set(
      Object.values(tree)
        .filter(
          (node): node is GridGroupNode =>
            node.type === 'group' &&
            node.id !== GRID_ROOT_GROUP_ID &&
            !!node.childrenExpanded,
        )
        .map((node) => node.id),
    );
  };

  const handleTabChange = (_event: React.SyntheticEvent, next: Warehouse) => {
    // The grid of the current tab is still mounted here: read its tree before it goes.
    savedRef.current[warehouse] = openGroups();
    setWarehouse(next);
  };

  // Called for each group the grid creates: restore the saved state, or fall back to the default depth.
  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => {
      const saved = savedRef.current[warehouse];
      return saved ? saved.has(node.id) : node.depth < DEFAULT_DEPTH;
    },
    [warehouse],
  );

  const expandToDepth = (depth: number) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current?.setRowChildrenExpansion(node.id, node.depth < depth);
      }
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 48, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Tabs value={warehouse} onChange={handleTabChange} aria-label="Warehouse">
          <Tab value="Rotterdam" label="Rotterdam" />
          <Tab value="Leipzig" label="Leipzig" />
        </Tabs>
        <ButtonGroup
          size="small"
          variant="outlined"
          aria-label="Open groups to a depth"
        >
          <Button onClick={() => expandToDepth(0)}>Collapse all</Button>
          <Button onClick={() => expandToDepth(1)}>Zones</Button>
          <Button onClick={() => expandToDepth(2)}>Zones and aisles</Button>
        </ButtonGroup>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // A new grid per warehouse: its groups are created again, so `isGroupExpandedByDefault` runs.
          key={warehouse}
          apiRef={apiRef}
          rows={binsByWarehouse[warehouse]}
          columns={columns}
          initialState={{
            rowGrouping: { model: rowGroupingModel },
            // The grouping column already shows the zone and the aisle.
            columns: { columnVisibilityModel: { zone: false, aisle: false } },
          }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
