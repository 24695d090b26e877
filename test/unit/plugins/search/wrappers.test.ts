import fs from 'node:fs';
import path from 'node:path';
import { docsSectionRoutes, WRAPPED_MODULES, wrapperFor } from '@site/plugins/search';

const pluginTheme = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));

describe('the search plugin', () => {
  it('swaps the search box imports of the search function and the suggestion for the wrappers', () => {
    expect(wrapperFor('../searchByWorker', path.join(pluginTheme, 'SearchBar'))).toMatch(/wrappers[\\/]searchByWorker\.ts$/);
    expect(wrapperFor('../searchByWorker', path.join(pluginTheme, 'SearchPage'))).toMatch(/wrappers[\\/]searchByWorker\.ts$/);
    expect(wrapperFor('./SuggestionTemplate', path.join(pluginTheme, 'SearchBar'))).toMatch(/SuggestionTemplate\.ts$/);
  });

  it('leaves the same names imported from anywhere else alone', () => {
    expect(wrapperFor('../searchByWorker', '/site/src/components/Other')).toBeUndefined();
    expect(wrapperFor('./SuggestionTemplate', path.resolve(__dirname, '../../../../plugins/search/wrappers'))).toBeUndefined();
  });

  it('finds the wrapped modules where the installed search plugin has them (fails after an upgrade moves them)', () => {
    expect(fs.existsSync(path.join(pluginTheme, 'searchByWorker.js'))).toBe(true);
    expect(fs.existsSync(path.join(pluginTheme, 'SearchBar/SuggestionTemplate.js'))).toBe(true);
    expect(fs.readFileSync(path.join(pluginTheme, 'SearchBar/SearchBar.jsx'), 'utf8')).toMatch(
      /from "\.\.\/searchByWorker"[\s\S]*from "\.\/SuggestionTemplate"/,
    );
    for (const wrapper of Object.values(WRAPPED_MODULES)) {
      expect(fs.existsSync(wrapper)).toBe(true);
    }
  });

  it('lists the route of each docs folder', () => {
    expect(docsSectionRoutes(path.resolve(__dirname, '../../../../docs'), 'x')).toEqual(
      expect.arrayContaining(['x/introduction', 'x/react-data-grid', 'x/react-charts', 'x/migration']),
    );
  });
});
