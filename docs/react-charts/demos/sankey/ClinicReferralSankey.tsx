import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLinkIdentifierWithData,
  type SankeyNodeIdentifierWithData,
} from '@mui/x-charts-pro/SankeyChart';

// A month of patients in a walk-in clinic: how they arrive and where they are sent.
const nodes = [
  { id: 'walkin', label: 'Walk-in' },
  { id: 'phone', label: 'Phone triage' },
  { id: 'nurse', label: 'Nurse' },
  { id: 'doctor', label: 'Doctor' },
  { id: 'home', label: 'Sent home' },
  { id: 'pharmacy', label: 'Pharmacy' },
  { id: 'hospital', label: 'Hospital' },
];

const links = [
  { source: 'walkin', target: 'nurse', value: 420 },
  { source: 'walkin', target: 'doctor', value: 160 },
  { source: 'phone', target: 'nurse', value: 190 },
  { source: 'phone', target: 'doctor', value: 230 },
  { source: 'nurse', target: 'home', value: 380 },
  { source: 'nurse', target: 'pharmacy', value: 150 },
  { source: 'nurse', target: 'doctor', value: 80 },
  { source: 'doctor', target: 'pharmacy', value: 290 },
  { source: 'doctor', target: 'home', value: 130 },
  { source: 'doctor', target: 'hospital', value: 50 },
];

const labelOf = (id: string | number) =>
  nodes.find((node) => node.id === id)?.label ?? String(id);

export default function ClinicReferralSankey() {
  const [selection, setSelection] = React.useState(
    'Click a node or a band to read its total.',
  );

  const handleNodeClick = (
    _event: React.MouseEvent<SVGElement>,
    item: SankeyNodeIdentifierWithData,
  ) => {
    setSelection(`${labelOf(item.nodeId)}: ${item.node.value} patients`);
  };

  const handleLinkClick = (
    _event: React.MouseEvent<SVGElement>,
    item: SankeyLinkIdentifierWithData,
  ) => {
    setSelection(
      `${labelOf(item.sourceId)} → ${labelOf(item.targetId)}: ${item.link.value} patients`,
    );
  };

  return (
    <Stack spacing={1}>
      <SankeyChart
        height={360}
        series={{
          data: { nodes, links },
          // Hovering a node lights up the bands that leave it, one step only, and fades the rest.
          nodeOptions: { highlight: 'outgoing', fade: 'global' },
          // Hovering a band lights up its two ends.
          linkOptions: { highlight: 'nodes', fade: 'global' },
          valueFormatter: (value) => `${value} patients`,
        }}
        onNodeClick={handleNodeClick}
        onLinkClick={handleLinkClick}
      />
      <Typography variant="body2" noWrap>
        {selection}
      </Typography>
    </Stack>
  );
}
