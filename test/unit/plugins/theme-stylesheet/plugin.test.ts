import type { LoadContext } from '@docusaurus/types';
import themeStylesheetPlugin, { themeStylesheetFileName } from '../../../../plugins/theme-stylesheet';

describe('the theme stylesheet plugin', () => {
  it('names the file after its content', () => {
    expect(themeStylesheetFileName('a{color:red}')).toMatch(/^assets\/css\/mui-theme\.[0-9a-f]{8}\.css$/);
    expect(themeStylesheetFileName('a{color:red}')).toBe(themeStylesheetFileName('a{color:red}'));
    expect(themeStylesheetFileName('a{color:red}')).not.toBe(themeStylesheetFileName('a{color:blue}'));
  });

  it('links the stylesheet from every page, under the base URL of the locale', () => {
    const plugin = themeStylesheetPlugin({ baseUrl: '/zh/' } as LoadContext);
    const tags = plugin.injectHtmlTags?.({ content: undefined });
    expect(tags).toEqual({
      headTags: [
        {
          tagName: 'link',
          attributes: { rel: 'stylesheet', href: expect.stringMatching(/^\/zh\/assets\/css\/mui-theme\.[0-9a-f]{8}\.css$/) },
        },
      ],
    });
  });
});
