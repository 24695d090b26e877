import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

/** The open groups of the grid, by id, with their labels. */
type OpenGroups = ReadonlyMap<string, string>;

export default function RememberOpenGroups() {
  const apiRef = useGridApiRef();
  const [tab, setTab] = React.useState('orders');
  const [openGroups, setOpenGroups] = React.useState<OpenGroups>(
    () => new Map([['auto-generated-row-region/Europe', 'Europe']]),
  );

  React.useEffect(() => {
    if (tab !== 'orders' || !apiRef.current) {
      return undefined;
    }
    // Published for one group, and with the root node after expandAllRows() or collapseAllRows():
    // read every group of the tree each time.
    return apiRef.current.subscribeEvent('rowExpansionChange', () => {
      const open = new Map<string, string>();
      Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
        if (
          node.type === 'group' &&
          node.id !== GRID_ROOT_GROUP_ID &&
          node.childrenExpanded
        ) {
          open.set(String(node.id), String(node.groupingKey));
        }
      });
      setOpenGroups(open);
    });
  }, [apiRef, tab]);

  // Read when the grid creates its groups, so a new mount reopens the groups open before.
  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => openGroups.has(String(node.id)),
    [openGroups],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value: string) => setTab(value)}>
        <Tab label="Orders" value="orders" />
        <Tab label="Notes" value="notes" />
      </Tabs>
      <Typography variant="body2" role="status">
        Open groups:{' '}
        {openGroups.size > 0 ? [...openGroups.values()].join(', ') : 'none'}
      </Typography>
      <Box sx={{ height: 420 }}>
        {tab === 'orders' ? (
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            isGroupExpandedByDefault={isGroupExpandedByDefault}
            initialState={{
              rowGrouping: { model: ['region', 'country'] },
              columns: { columnVisibilityModel: { region: false, country: false } },
            }}
          />
        ) : (
          <Typography variant="body2" sx={{ p: 2 }}>
            The grid is unmounted while this tab is open. Go back to Orders: the
            groups you left open are open again.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
