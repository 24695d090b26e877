import React, { type ReactNode } from 'react';
import OriginalLiveCodeBlock from '@theme-original/LiveCodeBlock';
import MuiScope from '@theme/MuiScope';

/**
 * The original live block inside the site's MUI scope, as a demo is: the MUI X components a reader renders in it
 * take the site's theme, so their text follows the colour mode and the direction instead of MUI's default light
 * theme (a chart's legend was drawn black on the dark page). It is the lazy chunk's entry, so pages without a live
 * block load neither. Its props are the block's (typed where it is loaded, `./index.tsx`): naming
 * `@theme/LiveCodeBlock` here would import the wrapper that imports this module.
 */
export default function ScopedLiveCodeBlock<Props extends object>(props: Props): ReactNode {
  return (
    <MuiScope demo>
      <OriginalLiveCodeBlock {...props} />
    </MuiScope>
  );
}
