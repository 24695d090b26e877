import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

function StarOutlineIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z" />
    </SvgIcon>
  );
}

function StarIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
    </SvgIcon>
  );
}

function HalfStarIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4V6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z" />
    </SvgIcon>
  );
}

// The tree gives the slot `visible` on top of the usual checkbox props.
type StarCheckboxProps = CheckboxProps & { visible?: boolean };

const StarCheckbox = React.forwardRef(function StarCheckbox(
  { visible, ...other }: StarCheckboxProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      ref={ref}
      size="small"
      sx={{
        p: 0,
        color: 'warning.main',
        '&.Mui-checked': { color: 'warning.main' },
      }}
      icon={<StarOutlineIcon fontSize="small" />}
      checkedIcon={<StarIcon fontSize="small" />}
      indeterminateIcon={<HalfStarIcon fontSize="small" />}
    />
  );
});

interface Track {
  id: string;
  label: string;
  children?: Track[];
}

const playlists: Track[] = [
  {
    id: 'road-trip',
    label: 'Road trip',
    children: [
      { id: 'coastline', label: 'Coastline Drive' },
      { id: 'night-bus', label: 'Night Bus' },
      { id: 'open-window', label: 'Open Window' },
    ],
  },
  {
    id: 'focus',
    label: 'Focus',
    children: [
      { id: 'still-water', label: 'Still Water' },
      { id: 'paper-planes', label: 'Paper Planes' },
    ],
  },
];

const tracks = playlists.flatMap((playlist) => playlist.children ?? []);

export default function StarCheckboxTree() {
  const [favourites, setFavourites] = React.useState<string[]>(['night-bus']);
  const favouriteTracks = tracks.filter((track) => favourites.includes(track.id));

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={playlists}
        checkboxSelection
        multiSelect
        selectionPropagation={{ parents: true, descendants: true }}
        selectedItems={favourites}
        onSelectedItemsChange={(_event, ids) => setFavourites(ids)}
        defaultExpandedItems={['road-trip', 'focus']}
        slotProps={{ item: { slots: { checkbox: StarCheckbox } } }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="favourite-count">
        Favourites:{' '}
        {favouriteTracks.map((track) => track.label).join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
