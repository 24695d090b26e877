import type { NavigationEntry } from '../pages';
import { dataGridColumnsRowsEntries, dataGridStartEntries } from './dataGridBasics';
import { dataGridMainFeatureEntries } from './dataGridMainFeatures';
import {
  dataGridAdvancedEntries,
  dataGridComponentEntries,
  dataGridCustomizationEntries,
  dataGridResourceEntries,
} from './dataGridAdvanced';
import { section } from './section';

export const dataGridGroup: NavigationEntry = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    ...dataGridStartEntries,
    ...section('/x/react-data-grid/main-features', 'Main features', [...dataGridColumnsRowsEntries, ...dataGridMainFeatureEntries]),
    ...section('/x/react-data-grid/advanced-features', 'Advanced features', dataGridAdvancedEntries),
    ...section('/x/react-data-grid/components-section', 'Components', dataGridComponentEntries, { newFeature: true }),
    ...section('/x/react-data-grid/customization-section', 'Customization', dataGridCustomizationEntries),
    ...section('/x/react-data-grid/resources', 'Resources', dataGridResourceEntries),
    { pathname: '/x/api/data-grid', title: 'API reference' },
  ],
};
