import path from 'node:path';
import { demoBaseDir } from '../demoBaseDir';

describe('the folder <Demo src> paths are relative to', () => {
  it("is an English page's own folder", () => {
    expect(demoBaseDir('/site/docs/react-charts/bars.mdx')).toBe(path.normalize('/site/docs/react-charts'));
  });

  it("is the English page's folder for a translation, so a translated page keeps the English <Demo> lines", () => {
    const translation = '/site/i18n/zh/docusaurus-plugin-content-docs/current/react-charts/bars.mdx';
    expect(demoBaseDir(translation)).toBe(path.normalize('/site/docs/react-charts'));
  });

  it('leaves alone a folder that only looks like a locale folder', () => {
    expect(demoBaseDir('/site/docs/i18n/guide.mdx')).toBe(path.normalize('/site/docs/i18n'));
  });
});
