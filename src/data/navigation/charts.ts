import type { NavigationEntry } from '../navigationEntry';
import { group, section } from './section';

/** Quickstart, then the tour of every chart family and the composite examples. */
export const chartsStartEntries: NavigationEntry[] = [
  { pathname: '/x/react-charts/quickstart', title: 'Quickstart' },
  { pathname: '/x/react-charts/overview', title: 'Tour of the charts' },
  { pathname: '/x/react-charts/examples', title: 'Examples' },
];
/**
 * Chart types, each family followed by its gallery of polished charts: bars ... funnel, the unstable sankey, and
 * the planned range bar, treemap and gantt. The range bar is Premium (it ships in @mui/x-charts-premium) and
 * planned here: no release of that package matches the installed 8.29.3 charts. No plan tier is known for the
 * treemap and the Gantt chart. The Sankey chart ships in @mui/x-charts-pro as `Unstable_SankeyChart`, and its page
 * demonstrates it: Pro and unstable.
 */
export const chartsComponentEntries: NavigationEntry[] = [
  { pathname: '/x/react-charts/bars', title: 'Bars', newFeature: true },
  { pathname: '/x/react-charts/bar-demo', title: 'Bar gallery' },
  { pathname: '/x/react-charts/pyramid', title: 'Population pyramid' },
  { pathname: '/x/react-charts/range-bar', title: 'Range bar', plan: 'premium', planned: true },
  { pathname: '/x/react-charts/lines', title: 'Lines' },
  { pathname: '/x/react-charts/line-demo', title: 'Line gallery' },
  { pathname: '/x/react-charts/areas-demo', title: 'Area gallery' },
  { pathname: '/x/react-charts/pie', title: 'Pie' },
  { pathname: '/x/react-charts/pie-demo', title: 'Pie gallery' },
  { pathname: '/x/react-charts/scatter', title: 'Scatter' },
  { pathname: '/x/react-charts/scatter-demo', title: 'Scatter gallery' },
  { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
  { pathname: '/x/react-charts/gauge', title: 'Gauge' },
  { pathname: '/x/react-charts/radar', title: 'Radar' },
  { pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro' },
  { pathname: '/x/react-charts/funnel', title: 'Funnel', plan: 'pro' },
  { pathname: '/x/react-charts/treemap', title: 'Treemap', planned: true },
  { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', unstable: true },
  { pathname: '/x/react-charts/gantt', title: 'Gantt', planned: true },
];
/** Axes, legend, tooltip, ... content security policy, with the Hooks group after Composition and Custom components. */
export const chartsMainFeatureEntries: NavigationEntry[] = [
  { pathname: '/x/react-charts/axis', title: 'Axis' },
  { pathname: '/x/react-charts/legend', title: 'Legend' },
  { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
  { pathname: '/x/react-charts/highlighting', title: 'Highlighting' },
  { pathname: '/x/react-charts/label', title: 'Labels' },
  { pathname: '/x/react-charts/styling', title: 'Styling' },
  { pathname: '/x/react-charts/stacking', title: 'Stacking' },
  { pathname: '/x/react-charts/animation', title: 'Animation' },
  { pathname: '/x/react-charts/composition', title: 'Composition' },
  { pathname: '/x/react-charts/components', title: 'Custom components' },
  ...group('/x/react-charts/hooks-group', 'Hooks', [
    { pathname: '/x/react-charts/hooks', title: 'Overview' },
    { pathname: '/x/react-charts/hooks/use-series', title: 'useSeries' },
    { pathname: '/x/react-charts/hooks/use-drawing-area', title: 'useDrawingArea' },
    { pathname: '/x/react-charts/hooks/use-scale', title: 'useXScale and useYScale' },
    { pathname: '/x/react-charts/hooks/use-axes', title: 'useXAxis and useYAxis' },
    { pathname: '/x/react-charts/hooks/use-legend', title: 'useLegend' },
    { pathname: '/x/react-charts/hooks/use-dataset', title: 'useDataset' },
  ]),
  { pathname: '/x/react-charts/plugins', title: 'Plugins' },
  { pathname: '/x/react-charts/dataset', title: 'Dataset' },
  { pathname: '/x/react-charts/data-grid-integration', title: 'Data Grid integration' },
  { pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro' },
  { pathname: '/x/react-charts/brush', title: 'Brush' },
  { pathname: '/x/react-charts/export', title: 'Export', plan: 'pro' },
  { pathname: '/x/react-charts/toolbar', title: 'Toolbar' },
  { pathname: '/x/react-charts/accessibility', title: 'Accessibility' },
  { pathname: '/x/react-charts/localization', title: 'Localization' },
  { pathname: '/x/react-charts/content-security-policy', title: 'Content Security Policy' },
];

/** The pages of the Charts group, between its overview and its API reference (see productGroup.ts). */
export const chartsPages: readonly NavigationEntry[] = [
  ...chartsStartEntries,
  ...section('/x/react-charts/chart-types', 'Components', chartsComponentEntries),
  ...section('/x/react-charts/main-features', 'Main features', chartsMainFeatureEntries),
];
