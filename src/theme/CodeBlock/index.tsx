/**
 * Wraps the CodeBlock of @docusaurus/theme-live-codeblock, which renders live
 * blocks itself and hands the others to theme-classic's CodeBlock. That one
 * remounts every block once the page has hydrated, so that Prism's inline
 * colours follow the colour mode. The site's code colours are CSS variables
 * that follow the mode by themselves (src/lib/codeTheme.ts), so a static block
 * here goes straight to theme-classic's content components without the remount:
 * it keeps its server-rendered lines, and with plugins/perf's prism-on-demand
 * (its CodeBlock/Content) needs no Prism to hydrate. It stays a site swizzle:
 * a plugin's theme component can only wrap the first theme's (`@theme-init`),
 * which here would skip theme-live-codeblock's.
 */
import React, { isValidElement, type ReactNode } from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';

/** Plain-string children become one string (copyable and highlightable); children with elements stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock(props: Props & { live?: boolean }): ReactNode {
  if (props.live) return <OriginalCodeBlock {...props} />;
  const { children: rawChildren, ...rest } = props;
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...rest}>{children}</StringContent>
  ) : (
    <ElementContent {...rest}>{children}</ElementContent>
  );
}
