import React, { forwardRef, useState, type ElementType, type ReactNode } from 'react';
import Popper, { type PopperProps } from '@mui/material/Popper';

type SlotProps = PopperProps & {
  /** What MUI's Tooltip hands every popper slot: its own state, and the component its default slot renders as. */
  ownerState?: unknown;
  as?: ElementType;
};

/**
 * The popper slot of the toolbar's tooltips: nothing until its tooltip first opens, then MUI's Popper with the two
 * rules of the Tooltip's default popper (above the page at the theme's `zIndex.tooltip`; taking the pointer only
 * while open, so the reader can move onto the tooltip). It stays mounted after that, so the tooltip fades out as
 * MUI's does.
 *
 * A closed tooltip draws no popper either way, but the default slot is a styled component over two Poppers, which
 * resolve their styles at every render, and every Tooltip renders twice as it mounts (it keeps its child's node in
 * state). With eight buttons per demo, a page of ten demos reached by a link spent about a tenth of the time to its
 * first paint on closed poppers (plugins/perf/README.md, "Outside this folder").
 */
const TooltipPopperOnceOpen = forwardRef<HTMLDivElement, SlotProps>(function TooltipPopperOnceOpen(
  { ownerState: _ownerState, as: _as, ...props },
  ref,
): ReactNode {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <Popper ref={ref} {...props} sx={{ zIndex: 'tooltip', pointerEvents: props.open ? 'auto' : 'none' }} />;
});

export default TooltipPopperOnceOpen;
