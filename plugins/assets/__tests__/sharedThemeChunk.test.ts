import { filesUnder, sharedThemeChunk } from '../sharedThemeChunk';

describe('sharedThemeChunk', () => {
  it('matches the files under the folder, with either separator, and nothing beside it', () => {
    const pattern = filesUnder('/site/plugins/ads/theme');
    expect(pattern.test('/site/plugins/ads/theme/AdSlot/index.tsx')).toBe(true);
    expect(pattern.test('C:\\site\\plugins\\ads\\theme\\AdSlot\\index.tsx')).toBe(true);
    expect(pattern.test('/site/plugins/ads/theme-extra/index.tsx')).toBe(false);
    expect(pattern.test('/site/plugins/ads/remarkAdSlot.ts')).toBe(false);
  });

  it('gives those files one named chunk, shared by the async chunks (pages) that use them', () => {
    const splitChunks = sharedThemeChunk('ad-slot', '/site/plugins/ads/theme').optimization?.splitChunks;
    const group = splitChunks && splitChunks.cacheGroups?.['ad-slot'];
    expect(group).toMatchObject({ name: 'ad-slot', chunks: 'async', minChunks: 2 });
  });
});
