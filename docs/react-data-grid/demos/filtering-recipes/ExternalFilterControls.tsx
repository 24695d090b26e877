import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import {
  CHANNELS,
  createOrders,
  orderColumns,
  STATUSES,
  type OrderStatus,
} from './orders';

const rows = createOrders(80);

/** Replaces the item with this id, or removes it when `item` is null. */
function setItem(
  model: GridFilterModel,
  id: string,
  item: GridFilterItem | null,
): GridFilterModel {
  const others = model.items.filter((existing) => existing.id !== id);
  return { ...model, items: item ? [...others, item] : others };
}

export default function ExternalFilterControls() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });

  // The controls read their state back from the model, so editing the filter
  // panel moves the chips and the select too.
  const statusItem = filterModel.items.find((item) => item.id === 'status');
  const statusValue: unknown =
    statusItem?.operator === 'isAnyOf' ? statusItem.value : undefined;
  const statuses = STATUSES.filter(
    (status) => Array.isArray(statusValue) && statusValue.includes(status),
  );
  const channelItem = filterModel.items.find((item) => item.id === 'channel');
  const channelValue: unknown =
    channelItem?.operator === 'is' ? channelItem.value : undefined;
  const channel: string = CHANNELS.find((name) => name === channelValue) ?? '';

  const toggleStatus = (status: OrderStatus) => {
    const next = statuses.includes(status)
      ? statuses.filter((value) => value !== status)
      : [...statuses, status];
    const item = { id: 'status', field: 'status', operator: 'isAnyOf', value: next };
    setFilterModel((model) =>
      setItem(model, 'status', next.length > 0 ? item : null),
    );
  };

  const changeChannel = (value: string) => {
    const item = { id: 'channel', field: 'channel', operator: 'is', value };
    setFilterModel((model) => setItem(model, 'channel', value ? item : null));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}
      >
        {STATUSES.map((status) => (
          <Chip
            key={status}
            label={status}
            color={statuses.includes(status) ? 'primary' : 'default'}
            variant={statuses.includes(status) ? 'filled' : 'outlined'}
            onClick={() => toggleStatus(status)}
          />
        ))}
        <TextField
          select
          size="small"
          label="Channel"
          value={channel}
          onChange={(event) => changeChannel(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
          }}
          sx={{ minWidth: 160, ml: 'auto' }}
        >
          <MenuItem value="">All channels</MenuItem>
          {CHANNELS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={orderColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
