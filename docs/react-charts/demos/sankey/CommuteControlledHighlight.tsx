import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyItemIdentifier,
} from '@mui/x-charts-pro/SankeyChart';

// A weekday morning in a mid-sized city: commuters from three home districts,
// by way of transport, to the places where they work or study.
const modes = [
  { id: 'bus', label: 'Bus' },
  { id: 'train', label: 'Train' },
  { id: 'car', label: 'Car' },
  { id: 'bike', label: 'Bike' },
];

const nodes = [
  { id: 'north', label: 'North' },
  { id: 'river', label: 'Riverside' },
  { id: 'hills', label: 'Hills' },
  ...modes,
  { id: 'centre', label: 'City centre' },
  { id: 'port', label: 'Port' },
  { id: 'campus', label: 'Campus' },
];

const links = [
  { source: 'north', target: 'train', value: 5200 },
  { source: 'north', target: 'car', value: 2100 },
  { source: 'north', target: 'bike', value: 900 },
  { source: 'river', target: 'bus', value: 3100 },
  { source: 'river', target: 'bike', value: 2400 },
  { source: 'river', target: 'car', value: 800 },
  { source: 'hills', target: 'car', value: 3600 },
  { source: 'hills', target: 'bus', value: 1300 },
  { source: 'train', target: 'centre', value: 4300 },
  { source: 'train', target: 'campus', value: 900 },
  { source: 'bus', target: 'centre', value: 1900 },
  { source: 'bus', target: 'campus', value: 2500 },
  { source: 'car', target: 'port', value: 4100 },
  { source: 'car', target: 'centre', value: 2400 },
  { source: 'bike', target: 'centre', value: 1700 },
  { source: 'bike', target: 'campus', value: 1600 },
];

const labelOf = (id: string | number) =>
  nodes.find((node) => node.id === id)?.label ?? String(id);

function describe(item: SankeyItemIdentifier | null) {
  if (item === null) {
    return 'Nothing highlighted';
  }
  if (item.subType === 'node') {
    return `Highlighted: ${labelOf(item.nodeId)}`;
  }
  return `Highlighted: ${labelOf(item.sourceId)} → ${labelOf(item.targetId)}`;
}

export default function CommuteControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<SankeyItemIdentifier | null>({
    type: 'sankey',
    seriesId: 'commute',
    subType: 'node',
    nodeId: 'train',
  });
  const selectedMode =
    highlighted?.subType === 'node' &&
    modes.some((mode) => mode.id === highlighted.nodeId)
      ? highlighted.nodeId
      : null;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selectedMode}
        onChange={(_event, nodeId: string | null) =>
          setHighlighted(
            nodeId === null
              ? null
              : { type: 'sankey', seriesId: 'commute', subType: 'node', nodeId },
          )
        }
        aria-label="Way of transport to highlight"
      >
        {modes.map((mode) => (
          <ToggleButton key={mode.id} value={mode.id}>
            {mode.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SankeyChart
        height={340}
        series={{
          id: 'commute',
          data: { nodes, links },
          nodeOptions: { highlight: 'links', fade: 'global' },
          linkOptions: { highlight: 'nodes', fade: 'global' },
          valueFormatter: (value) => `${value.toLocaleString('en-US')} commuters`,
        }}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
      <Typography variant="body2">{describe(highlighted)}</Typography>
    </Stack>
  );
}
