import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

/**
 * A Markdown table. Infima draws it as a block that scrolls sideways when its columns are wider than the page (a
 * migration guide's long names, any table on a phone); a block that scrolls must take the keyboard's focus, or a
 * reader without a pointer cannot reach its last columns. So the table is a tab stop while, and only while, it
 * scrolls: it is measured again whenever it or its rows change size (a font arriving, the window turning).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setScrolls(table.scrollWidth > table.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    for (const section of table.children) observer.observe(section);
    return () => observer.disconnect();
  }, []);
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
