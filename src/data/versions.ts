/**
 * The products of the family and their versions (SPEC §3 product identifier and
 * version entry, SPEC §9 version list). Older versions live on subdomains.
 */

export interface VersionEntry {
  text: string;
  href: string;
  current?: boolean;
}

export type ProductKey = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view' | 'introduction';

export interface ProductIdentifier {
  key: ProductKey;
  name: string;
  /** The family the product belongs to, shown above its name. */
  metadata: string;
  /** Where the product's documentation starts on this site. */
  landingPath: string;
  /** Current version first. */
  versions: readonly VersionEntry[];
}

const CURRENT_VERSION = '8.0.0';

function olderVersion(major: number, path: string): VersionEntry {
  return { text: `v${major}`, href: `https://v${major}.mui.com${path}/` };
}

function currentVersion(path: string): VersionEntry {
  return { text: `v${CURRENT_VERSION}`, href: `${path}/`, current: true };
}

export const products: readonly ProductIdentifier[] = [
  {
    key: 'data-grid',
    name: 'Data Grid',
    metadata: 'MUI X',
    landingPath: '/x/react-data-grid',
    versions: [
      currentVersion('/x/react-data-grid'),
      olderVersion(7, '/x/react-data-grid'),
      olderVersion(6, '/x/react-data-grid'),
      olderVersion(5, '/x/react-data-grid'),
      { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ],
  },
  {
    key: 'date-pickers',
    name: 'Date and Time Pickers',
    metadata: 'MUI X',
    landingPath: '/x/react-date-pickers',
    versions: [
      currentVersion('/x/react-date-pickers'),
      olderVersion(7, '/x/react-date-pickers'),
      olderVersion(6, '/x/react-date-pickers'),
      { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
    ],
  },
  {
    key: 'charts',
    name: 'Charts',
    metadata: 'MUI X',
    landingPath: '/x/react-charts',
    versions: [
      currentVersion('/x/react-charts'),
      olderVersion(7, '/x/react-charts'),
      olderVersion(6, '/x/react-charts'),
    ],
  },
  {
    key: 'tree-view',
    name: 'Tree View',
    metadata: 'MUI X',
    landingPath: '/x/react-tree-view',
    versions: [
      currentVersion('/x/react-tree-view'),
      olderVersion(7, '/x/react-tree-view'),
      { text: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started' },
    ],
  },
  {
    key: 'introduction',
    name: 'MUI X',
    metadata: 'MUI',
    landingPath: '/x/introduction',
    versions: [
      currentVersion('/x/introduction'),
      olderVersion(7, '/x/introduction'),
      olderVersion(6, '/x/introduction'),
      olderVersion(5, '/x/introduction'),
    ],
  },
];
