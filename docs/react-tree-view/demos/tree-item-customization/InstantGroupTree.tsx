import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

interface InstantGroupProps {
  in?: boolean;
  role?: string;
  className?: string;
  children?: React.ReactNode;
}

// Replaces the default `Collapse`: the children appear and disappear without animation.
function InstantGroup(props: InstantGroupProps) {
  const { in: isOpen, role, className, children } = props;
  if (!isOpen) {
    return null;
  }
  return (
    <ul role={role} className={className}>
      {children}
    </ul>
  );
}

const glossary: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'a',
    label: 'A',
    children: [
      { id: 'allele', label: 'Allele' },
      { id: 'amino-acid', label: 'Amino acid' },
    ],
  },
  {
    id: 'c',
    label: 'C',
    children: [
      { id: 'chromosome', label: 'Chromosome' },
      { id: 'codon', label: 'Codon' },
    ],
  },
  { id: 'g', label: 'G', children: [{ id: 'genome', label: 'Genome' }] },
];

const itemSlotProps = { slots: { groupTransition: InstantGroup } };

export default function InstantGroupTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView items={glossary} slotProps={{ item: itemSlotProps }} />
    </Box>
  );
}
