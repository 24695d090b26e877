import type { NavigationEntry } from '../navigationEntry';
import { dataGridColumnsRowsEntries, dataGridStartEntries } from './dataGridBasics';
import { dataGridMainFeatureEntries } from './dataGridMainFeatures';
import {
  dataGridAdvancedEntries,
  dataGridComponentEntries,
  dataGridCustomizationEntries,
  dataGridResourceEntries,
  dataGridShowcaseEntries,
} from './dataGridAdvanced';
import { section } from './section';

/** The pages of the Data Grid group, between its overview and its API reference (see productGroup.ts). */
export const dataGridPages: readonly NavigationEntry[] = [
  ...dataGridStartEntries,
  ...section('/x/react-data-grid/main-features', 'Main features', [...dataGridColumnsRowsEntries, ...dataGridMainFeatureEntries]),
  ...section('/x/react-data-grid/advanced-features', 'Advanced features', dataGridAdvancedEntries),
  ...section('/x/react-data-grid/components-section', 'Components', dataGridComponentEntries, { newFeature: true }),
  ...section('/x/react-data-grid/customization-section', 'Customization', dataGridCustomizationEntries),
  ...section('/x/react-data-grid/showcase', 'Demos', dataGridShowcaseEntries),
  ...section('/x/react-data-grid/resources', 'Resources', dataGridResourceEntries),
];
