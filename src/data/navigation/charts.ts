import type { NavigationEntry } from '../pages';
import { section } from './section';

/** Quickstart. */
export const chartsStartEntries: NavigationEntry[] = [];
/** Chart types: bars ... funnel, and the planned treemap, sankey, gantt. */
export const chartsComponentEntries: NavigationEntry[] = [{ pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' }];
/** Axes, legend, tooltip, ... localization. */
export const chartsMainFeatureEntries: NavigationEntry[] = [];

export const chartsGroup: NavigationEntry = {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [
    { pathname: '/x/react-charts', title: 'Overview' },
    ...chartsStartEntries,
    ...section('/x/react-charts/components', 'Components', chartsComponentEntries),
    ...section('/x/react-charts/main-features', 'Main features', chartsMainFeatureEntries),
  ],
};
