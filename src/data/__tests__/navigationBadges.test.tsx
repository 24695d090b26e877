import React from 'react';
import { render } from '@testing-library/react';
import EntryBadges from '../../theme/EntryBadges';
import { pages } from '../pages';
import { buildSidebar, type SidebarItem } from '../../lib/sidebar';

// The sidebar as Docusaurus receives it (docs ids do not matter here).
const sidebar = buildSidebar(pages, (pathname) => pathname);

function findItem(items: readonly SidebarItem[], key: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = item.type === 'category' ? findItem(item.items, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The badge texts a reader sees next to the entry's label, in order. */
function badgesShownFor(key: string): string[] {
  const item = findItem(sidebar, key);
  if (!item) throw new Error(`No sidebar entry "${key}": was it renamed in src/data/navigation/?`);
  const flags = item.type === 'link' ? undefined : item.customProps;
  const { container } = render(<EntryBadges flags={flags ?? {}} />);
  return Array.from(container.querySelectorAll('[data-badge]'), (badge) => badge.textContent ?? '');
}

describe('the badges of the navigation', () => {
  it('tags Telemetry as Pro: its module ships with the Pro and Premium packages only', () => {
    expect(badgesShownFor('/x/introduction/telemetry')).toEqual(['Pro']);
  });

  it.each([
    ['/x/introduction/priority-support', ['Premium', 'New']],
    ['/x/react-data-grid/row-spanning', ['New']],
    ['/x/react-data-grid/server-side-data', ['New']],
    ['/x/react-charts/bars', ['New']],
    ['/x/react-date-pickers/time-range-picker', ['Pro', 'New']],
    ['/x/react-tree-view/rich-tree-view/editing', ['New']],
    ['/x/react-tree-view/rich-tree-view/lazy-loading', ['Pro', 'New']],
    ['/x/react-tree-view/rich-tree-view/ordering', ['Pro', 'New']],
  ])('marks %s as new', (key, badges) => {
    expect(badgesShownFor(key)).toEqual(badges);
  });

  it('passes the New flag of the Data Grid "Components" section on to its sidebar category', () => {
    // Docusaurus's category component does not render custom props: the flag is in the data, not yet on screen.
    expect(findItem(sidebar, '/x/react-data-grid/components-section')).toMatchObject({
      type: 'category',
      label: 'Components',
      customProps: { newFeature: true },
    });
  });

  it('shows the treemap and the Gantt chart as planned, with no plan tier', () => {
    expect(badgesShownFor('/x/react-charts/treemap')).toEqual(['Planned']);
    expect(badgesShownFor('/x/react-charts/gantt')).toEqual(['Planned']);
  });

  it('shows the Sankey chart as Pro and unstable: the Pro package ships it as Unstable_SankeyChart', () => {
    expect(badgesShownFor('/x/react-charts/sankey')).toEqual(['Pro', 'Unstable']);
  });
});
