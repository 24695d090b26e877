import { cssLayerRules, layerOrderStatement } from '../../../plugins/style-layers/layers';

describe('style-layers', () => {
  it('declares the layers theme, docsearch, mui, utilities in that order', () => {
    expect(layerOrderStatement()).toBe('@layer theme, docsearch, mui, utilities;');
  });

  it('puts Docusaurus and Infima styles under the theme layer and nothing under mui', () => {
    const layerOf = (file: string) => Object.entries(cssLayerRules).find(([, matches]) => matches(file))?.[0];
    expect(layerOf('/site/node_modules/infima/dist/css/default/default.css')).toBe('theme.infima');
    expect(layerOf('/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/styles.module.css')).toBe('theme.docusaurus');
    expect(layerOf('/site/src/theme/SearchBar/styles.module.css')).toBe('theme.site');
    expect(layerOf('/site/src/css/custom.css')).toBe('theme.site');
    expect(layerOf('/site/src/theme/Footer/styles.module.css')).toBe('theme.site');
    expect(layerOf('/site/src/settings/drawer/SettingsButton.module.css')).toBe('theme.site');
    expect(layerOf('/site/plugins/ads/theme/AdSlot/styles.module.css')).toBe('theme.site');
    expect(layerOf('/site/node_modules/some-package/plugins/styles.css')).toBeUndefined();
    expect(layerOf('/site/node_modules/@docsearch/css/dist/style.css')).toBe('docsearch');
    // The Tailwind demos' stylesheet puts its utilities in the utilities layer itself.
    expect(layerOf('/site/src/css/demo-tailwind.css')).toBeUndefined();
    expect(Object.keys(cssLayerRules).map((name) => name.split('.')[0])).toEqual([
      'theme',
      'theme',
      'theme',
      'docsearch',
      'mui',
      'utilities',
    ]);
  });
});
