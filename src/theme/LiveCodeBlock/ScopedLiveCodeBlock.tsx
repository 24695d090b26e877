import React, { type ReactNode } from 'react';
import OriginalLiveCodeBlock from '@theme-original/LiveCodeBlock';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import MuiScope from '@theme/MuiScope';

type Props = WrapperProps<typeof LiveCodeBlockType>;

/**
 * The original live block inside the site's MUI scope, as a demo is: the MUI X components a reader renders in it
 * take the site's theme, so their text follows the colour mode and the direction instead of MUI's default light
 * theme (a chart's legend was drawn black on the dark page). It is the lazy chunk's entry, so pages without a live
 * block load neither.
 */
export default function ScopedLiveCodeBlock(props: Props): ReactNode {
  return (
    <MuiScope demo>
      <OriginalLiveCodeBlock {...props} />
    </MuiScope>
  );
}
