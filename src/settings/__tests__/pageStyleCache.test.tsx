/**
 * @jest-environment node
 */
import React from 'react';
import { renderToString } from 'react-dom/server';
import Button from '@mui/material/Button';

jest.mock('@docusaurus/ExecutionEnvironment', () => ({ __esModule: true, default: { canUseDOM: false } }));

// The server's side: the parts of a page drawn with MUI each bring their scope, and share one Emotion cache per page.
describe('the Emotion cache of a server-rendered page', () => {
  async function renderPage(): Promise<string> {
    const { default: SiteProviders } = await import('../SiteProviders');
    const { default: MuiScope } = await import('../muiTheme/MuiScope');
    return renderToString(
      <SiteProviders>
        <MuiScope>
          <Button variant="contained">First demo</Button>
        </MuiScope>
        <MuiScope>
          <Button variant="contained">Second demo</Button>
        </MuiScope>
      </SiteProviders>,
    );
  }

  const buttonStyleTags = (html: string) => html.match(/<style data-emotion="css [^"]*">/g) ?? [];

  it('writes a style two parts of the page use once', async () => {
    const html = await renderPage();
    expect(html).toContain('First demo');
    expect(html).toContain('Second demo');
    const tags = buttonStyleTags(html);
    expect(tags.length).toBeGreaterThan(0);
    // Each style tag names the rules it holds: none of them twice.
    const names = tags.flatMap((tag) => /data-emotion="css ([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? []);
    expect(new Set(names).size).toBe(names.length);
  });

  it('starts each page with an empty cache, so every page carries its own styles', async () => {
    const first = buttonStyleTags(await renderPage()).length;
    const second = buttonStyleTags(await renderPage()).length;
    expect(second).toBe(first);
  });
});
