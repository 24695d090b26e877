import React, { Fragment, type ReactNode } from 'react';
import { typeBreakSegments } from '../../typeBreaks';

/** A type or name with a line-break opportunity (`<wbr>`) wherever `typeBreakSegments` allows one. */
export default function BreakableText({ text }: { text: string }): ReactNode {
  return typeBreakSegments(text).map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {segment}
    </Fragment>
  ));
}
