/**
 * The one registry of the family's products (their identifiers, version entries and version lists).
 * The version menu, the API reference, routing, the footer and the navigation's product groups all derive from it:
 * adding a product is one entry here plus its pages (`src/data/pages.ts` asks for them by key).
 *
 * Pure data: read by `docusaurus.config.ts` and the plugins in Node as well as by the browser, so no React and no
 * Docusaurus imports.
 */

export type ProductKey = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view' | 'introduction';
/** The folder of a product's API reference, under `/x/api/`. */
export type ApiFolder = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
export type Plan = 'community' | 'pro' | 'premium';

export interface VersionEntry {
  text: string;
  /** The version's start: the product's overview on its site. */
  href: string;
  current?: boolean;
  /** An older major whose pages the version menu maps (`src/lib/versionTarget.ts`); unset for archives elsewhere. */
  major?: number;
}

export interface ProductPackage {
  name: string;
  plan: Plan;
}

export interface ProductApiReference {
  folder: ApiFolder;
  /** Interfaces and types readers configure, documented field by field. */
  interfaces: readonly string[];
  /** The product's state selectors, listed on its selectors page; a product without them has no such page. */
  selectors?: ProductSelectors;
}

export interface ProductSelectors {
  /** The prefix of their exported names: `grid` for `gridSortModelSelector`. */
  prefix: string;
  /** The hook a component uses to read one and render again when it changes. */
  hook: string;
  /** The guide section with examples of their use. */
  guide: string;
}

export interface Product {
  key: ProductKey;
  /** Shown in the navbar, the footer and search results. */
  name: string;
  /** The family the product belongs to, shown above its name. */
  metadata: string;
  /** The folder of the product's docs under `/x/` (`react-data-grid`). */
  routeSegment: string;
  /** Where the product's documentation starts on this site, without trailing slash. */
  landingPath: string;
  /** The title of the product's group in the navigation, when it is not the product's name. */
  navigationTitle?: string;
  /** Lowest plan first: an API page belongs to the first package that exports its component. */
  packages: readonly ProductPackage[];
  /** Current version first. */
  versions: readonly VersionEntry[];
  apiReference?: ProductApiReference;
}

/** The pseudo-product of the pages about the family as a whole (introduction, migration, ...). */
export const FAMILY_KEY = 'introduction' satisfies ProductKey;
export const API_ROUTE_BASE = '/x/api';

/** The MUI X release these docs document and their demos run on; a unit test keeps it equal to the installed packages. */
export const DOCUMENTED_RELEASE = '8.29.3';

function currentVersion(landingPath: string): VersionEntry {
  return { text: `v${DOCUMENTED_RELEASE}`, href: `${landingPath}/`, current: true };
}

function olderVersion(major: number, landingPath: string): VersionEntry {
  return { text: `v${major}`, href: `https://v${major}.mui.com${landingPath}/`, major };
}

/** The current version, then the older majors on their subdomains, then any version archived elsewhere. */
function versionsOf(landingPath: string, olderMajors: readonly number[], ...archived: VersionEntry[]): VersionEntry[] {
  return [currentVersion(landingPath), ...olderMajors.map((major) => olderVersion(major, landingPath)), ...archived];
}

export const products: readonly Product[] = [
  {
    key: 'data-grid',
    name: 'Data Grid',
    metadata: 'MUI X',
    routeSegment: 'react-data-grid',
    landingPath: '/x/react-data-grid',
    packages: [
      { name: '@mui/x-data-grid', plan: 'community' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
    versions: versionsOf('/x/react-data-grid', [7, 6, 5], { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' }),
    apiReference: {
      folder: 'data-grid',
      interfaces: [
        'GridColDef',
        'GridSingleSelectColDef',
        'GridActionsColDef',
        'GridListViewColDef',
        'GridApi',
        'GridCellSelectionApi',
        'GridColumnPinningApi',
        'GridColumnResizeApi',
        'GridCsvExportApi',
        'GridDetailPanelApi',
        'GridEditingApi',
        'GridExcelExportApi',
        'GridFilterApi',
        'GridPaginationApi',
        'GridPaginationModelApi',
        'GridPrintExportApi',
        'GridRowGroupingApi',
        'GridRowMultiSelectionApi',
        'GridRowSelectionApi',
        'GridScrollApi',
        'GridSortApi',
        'GridVirtualizationApi',
        'GridFilterModel',
        'GridFilterItem',
        'GridRowParams',
        'GridCellParams',
        'GridRowClassNameParams',
        'GridRowSpacingParams',
        'GridRowOrderChangeParams',
        'GridRenderContext',
        'GridFilterOperator',
        'GridAggregationFunction',
        'GridAggregationFunctionDataSource',
        'GridExportStateParams',
        'GridExportOptions',
        'GridFileExportOptions',
        'GridCsvExportOptions',
        'GridPrintExportOptions',
        'GridExcelExportOptions',
      ],
      selectors: { prefix: 'grid', hook: 'useGridSelector', guide: '/x/react-data-grid/state/#selectors' },
    },
  },
  {
    key: 'date-pickers',
    name: 'Date and Time Pickers',
    metadata: 'MUI X',
    routeSegment: 'react-date-pickers',
    landingPath: '/x/react-date-pickers',
    packages: [
      { name: '@mui/x-date-pickers', plan: 'community' },
      { name: '@mui/x-date-pickers-pro', plan: 'pro' },
    ],
    versions: versionsOf('/x/react-date-pickers', [7, 6], {
      text: 'v5',
      href: 'https://v5.mui.com/x/react-date-pickers/getting-started/',
      major: 5,
    }),
    apiReference: { folder: 'date-pickers', interfaces: [] },
  },
  {
    key: 'charts',
    name: 'Charts',
    metadata: 'MUI X',
    routeSegment: 'react-charts',
    landingPath: '/x/react-charts',
    packages: [
      { name: '@mui/x-charts', plan: 'community' },
      { name: '@mui/x-charts-pro', plan: 'pro' },
    ],
    versions: versionsOf('/x/react-charts', [7, 6]),
    apiReference: {
      folder: 'charts',
      interfaces: [
        'BarSeriesType',
        'LineSeriesType',
        'PieSeriesType',
        'ScatterSeriesType',
        'RadarSeriesType',
        'HeatmapSeriesType',
        'FunnelSeriesType',
        'BarSeries',
        'LineSeries',
        'PieSeries',
        'ScatterSeries',
        'RadarSeries',
        'HeatmapSeries',
        'FunnelSeries',
        'LegendItemParams',
        'ChartImageExportOptions',
        'ChartPrintExportOptions',
        'AxisConfig',
        'XAxis',
        'YAxis',
      ],
    },
  },
  {
    key: 'tree-view',
    name: 'Tree View',
    metadata: 'MUI X',
    routeSegment: 'react-tree-view',
    landingPath: '/x/react-tree-view',
    packages: [
      { name: '@mui/x-tree-view', plan: 'community' },
      { name: '@mui/x-tree-view-pro', plan: 'pro' },
    ],
    versions: versionsOf('/x/react-tree-view', [7], {
      text: 'v6',
      href: 'https://v6.mui.com/x/react-tree-view/getting-started',
      major: 6,
    }),
    apiReference: { folder: 'tree-view', interfaces: [] },
  },
  {
    key: FAMILY_KEY,
    name: 'MUI X',
    metadata: 'MUI',
    routeSegment: 'introduction',
    landingPath: '/x/introduction',
    navigationTitle: 'Introduction',
    packages: [],
    versions: versionsOf('/x/introduction', [7, 6, 5]),
  },
];

export type ComponentProductKey = Exclude<ProductKey, typeof FAMILY_KEY>;

function productByKey(key: ProductKey): Product {
  const product = products.find((candidate) => candidate.key === key);
  if (!product) {
    throw new Error(`src/data/products.ts lists no product with the key "${key}": add its entry.`);
  }
  return product;
}

/** The family itself: the product of every page outside a component product. */
export const familyProduct: Product = productByKey(FAMILY_KEY);

/** The component products (Data Grid, Date and Time Pickers, ...), in the registry's order. */
export const componentProducts: readonly (Product & { key: ComponentProductKey })[] = products.filter(
  (product): product is Product & { key: ComponentProductKey } => product.key !== FAMILY_KEY,
);

export function productWithRouteSegment(segment: string): Product | undefined {
  return products.find((product) => product.routeSegment === segment);
}

export function productWithApiFolder(folder: string): Product | undefined {
  return products.find((product) => product.apiReference?.folder === folder);
}

/** `/x/api/data-grid`: the index of a product's API reference, written like the other pathnames (no trailing slash). */
export function apiFolderPath(folder: ApiFolder): string {
  return `${API_ROUTE_BASE}/${folder}`;
}
