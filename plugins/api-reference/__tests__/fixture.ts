import path from 'node:path';
import type { ApiProductConfig } from '../products';

export const FIXTURE_PACKAGES_DIR = path.join(__dirname, 'fixtures/packages');

export const isFixtureFile = (fileName: string) => fileName.startsWith(FIXTURE_PACKAGES_DIR);

/** A product made of the fixture packages: a community package and a pro package re-exporting it. */
export const FIXTURE_PRODUCTS: readonly ApiProductConfig[] = [
  {
    id: 'data-grid',
    title: 'Widgets',
    guidePath: '/x/react-widget/',
    packages: [
      { name: '@mui/x-fixture', plan: 'community' },
      { name: '@mui/x-fixture-pro', plan: 'pro' },
    ],
    interfaces: ['WidgetApi'],
  },
];
