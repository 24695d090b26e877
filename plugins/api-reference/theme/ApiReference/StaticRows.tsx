import React, { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The body's markup while it keeps the server's rows: one object for every render, so React never writes it. */
const SERVER_ROWS = { __html: '' };

interface Props {
  /** The rows, one `<tr>` each. */
  children: ReactNode;
  /** Whether the row at this index is hidden (a filter narrowing the table); none is by default. */
  isHidden?: (index: number) => boolean;
}

/**
 * A table body whose rows need no script: links to their own anchors, `<details>` for a long type, the JSDoc's HTML.
 * The server renders the rows. A page the browser hydrates keeps them as the server wrote them, instead of React
 * walking each of their elements at load (about 5,800 in the Data Grid's three tables), and never renders them again;
 * a page rendered in the browser, reached by a link, renders them as any component does. Hiding a row sets its
 * `hidden` attribute, which works on both.
 */
export default function StaticRows({ children, isHidden }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [keepServerRows, setKeepServerRows] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    // React renders a part of the page afresh when its hydration fails: that body has no server rows to keep.
    if (keepServerRows && element.rows.length === 0) {
      setKeepServerRows(false);
      return;
    }
    // A table without a filter has no row to hide: its rows are left alone.
    if (!isHidden) return;
    Array.from(element.rows).forEach((row, index) => {
      row.hidden = isHidden(index);
    });
  }, [keepServerRows, isHidden]);
  return keepServerRows ? (
    <tbody ref={body} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_ROWS} />
  ) : (
    <tbody ref={body}>{children}</tbody>
  );
}
