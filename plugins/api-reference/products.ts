import type { ApiPlan, ApiProductId } from './types';

export interface ApiPackage {
  name: string;
  plan: ApiPlan;
}

export interface ApiProductConfig {
  id: ApiProductId;
  title: string;
  guidePath: string;
  /** Lowest plan first: a component gets its page under the first package that exports it. */
  packages: readonly ApiPackage[];
  /** Interfaces and types readers configure, documented field by field. */
  interfaces: readonly string[];
}

export const API_PRODUCTS: readonly ApiProductConfig[] = [
  {
    id: 'data-grid',
    title: 'Data Grid',
    guidePath: '/x/react-data-grid/',
    packages: [
      { name: '@mui/x-data-grid', plan: 'community' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
    interfaces: [
      'GridColDef',
      'GridApi',
      'GridFilterModel',
      'GridFilterItem',
      'GridRowParams',
      'GridCellParams',
      'GridExportOptions',
      'GridFileExportOptions',
      'GridCsvExportOptions',
      'GridPrintExportOptions',
      'GridExcelExportOptions',
    ],
  },
  {
    id: 'date-pickers',
    title: 'Date and Time Pickers',
    guidePath: '/x/react-date-pickers/',
    packages: [
      { name: '@mui/x-date-pickers', plan: 'community' },
      { name: '@mui/x-date-pickers-pro', plan: 'pro' },
    ],
    interfaces: [],
  },
  {
    id: 'charts',
    title: 'Charts',
    guidePath: '/x/react-charts/',
    packages: [
      { name: '@mui/x-charts', plan: 'community' },
      { name: '@mui/x-charts-pro', plan: 'pro' },
    ],
    interfaces: [
      'BarSeriesType',
      'LineSeriesType',
      'PieSeriesType',
      'ScatterSeriesType',
      'RadarSeriesType',
      'HeatmapSeriesType',
      'FunnelSeriesType',
      'AxisConfig',
      'XAxis',
      'YAxis',
    ],
  },
  {
    id: 'tree-view',
    title: 'Tree View',
    guidePath: '/x/react-tree-view/',
    packages: [
      { name: '@mui/x-tree-view', plan: 'community' },
      { name: '@mui/x-tree-view-pro', plan: 'pro' },
    ],
    interfaces: [],
  },
];

export const API_ROUTE_BASE = '/x/api';

export function apiProductPath(product: ApiProductId): string {
  return `${API_ROUTE_BASE}/${product}/`;
}

export function apiPagePath(product: ApiProductId, slug: string): string {
  return `${API_ROUTE_BASE}/${product}/${slug}/`;
}
