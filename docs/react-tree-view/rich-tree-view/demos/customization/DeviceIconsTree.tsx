import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

const BulbIcon = createSvgIcon(
  <path d="M9 21h6v-1H9zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z" />,
  'Bulb',
);
const ThermometerIcon = createSvgIcon(
  <path d="M15 13V5a3 3 0 0 0-6 0v8a5 5 0 1 0 6 0zm-3-9a1 1 0 0 1 1 1v3h-2V5a1 1 0 0 1 1-1z" />,
  'Thermometer',
);
const LockIcon = createSvgIcon(
  <path d="M18 8h-1V6a5 5 0 0 0-10 0v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zM9 6a3 3 0 0 1 6 0v2H9z" />,
  'Lock',
);

type DeviceType = 'room' | 'light' | 'thermostat' | 'lock';

interface Device {
  id: string;
  label: string;
  type: DeviceType;
  children?: Device[];
}

const home: Device[] = [
  {
    id: 'living-room',
    label: 'Living room',
    type: 'room',
    children: [
      { id: 'ceiling-light', label: 'Ceiling light', type: 'light' },
      { id: 'radiator', label: 'Radiator valve', type: 'thermostat' },
    ],
  },
  {
    id: 'hallway',
    label: 'Hallway',
    type: 'room',
    children: [
      { id: 'front-door', label: 'Front door', type: 'lock' },
      { id: 'porch-light', label: 'Porch light', type: 'light' },
    ],
  },
];

const icons: Partial<Record<DeviceType, React.ElementType>> = {
  light: BulbIcon,
  thermostat: ThermometerIcon,
  lock: LockIcon,
};

// Rooms keep the default arrows; each device gets the icon of its type.
const DeviceItem = React.forwardRef(function DeviceItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const device = useTreeItemModel<Device>(props.itemId);
  const icon = device ? icons[device.type] : undefined;
  return <TreeItem {...props} ref={ref} slots={icon ? { icon } : undefined} />;
});

export default function DeviceIconsTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={home}
        defaultExpandedItems={['living-room', 'hallway']}
        slots={{ item: DeviceItem }}
      />
    </Box>
  );
}
