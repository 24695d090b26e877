import React, { type ComponentProps, type ReactNode } from 'react';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Docusaurus's Heading without the anchor link: the element it is asked for, with its props. */
export default function Heading({ as: As, ...props }: { as: HeadingType } & ComponentProps<HeadingType>): ReactNode {
  return <As {...props} />;
}
