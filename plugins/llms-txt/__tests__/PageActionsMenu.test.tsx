import React, { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';
import PageActionsMenu from '../theme/PageActions/PageActionsMenu';
import { pinnedVersionsText } from '../pagePrompt';
import { documentedVersions } from '../theme/PageActions/documentedVersions';

const MARKDOWN = '# Sorting\n\nSort the rows.\n\n```tsx\nconst a = 1;\n```\n';

const anchor = createRef<HTMLButtonElement>();
const copyRef = createRef<() => void>();

function menu({ copyRequest = 0, menuOpen = false } = {}) {
  return (
    <SiteSettingsProvider>
      <button ref={anchor} type="button">
        More
      </button>
      <PageActionsMenu
        permalink="/x/react-data-grid/sorting/"
        title="Sorting"
        menuAnchor={anchor}
        menuOpen={menuOpen}
        onMenuClose={() => {}}
        copyRequest={copyRequest}
        copyRef={copyRef}
      />
    </SiteSettingsProvider>
  );
}

const renderMenu = (props: Parameters<typeof menu>[0] = {}) => render(menu(props));

function answerFetch(response: Partial<Response> | Error) {
  global.fetch = jest.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response as Response)));
}

function stubClipboard(write: (text: string) => Promise<void>): jest.Mock {
  const writeText = jest.fn(write);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe("a docs page's Copy page", () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('fetches nothing until the reader asks', () => {
    answerFetch({ ok: true, text: () => Promise.resolve(MARKDOWN) });
    renderMenu();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("copies the page's Markdown export as it is served", async () => {
    answerFetch({ ok: true, text: () => Promise.resolve(MARKDOWN) });
    const writeText = stubClipboard(() => Promise.resolve());
    renderMenu({ copyRequest: 1 });
    expect(await screen.findByRole('status')).toHaveTextContent('Copied the page as Markdown');
    expect(global.fetch).toHaveBeenCalledWith('/x/react-data-grid/sorting.md');
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
  });

  it('says the Markdown could not be loaded when the export is missing or the network fails', async () => {
    answerFetch({ ok: false, status: 404 });
    const writeText = stubClipboard(() => Promise.resolve());
    renderMenu({ copyRequest: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent("Copy failed: the page's Markdown could not be loaded.");
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says the browser refused the clipboard', async () => {
    answerFetch({ ok: true, text: () => Promise.resolve(MARKDOWN) });
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderMenu({ copyRequest: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Copy failed: the browser refused to write to the clipboard.');
  });

  it('offers the export and the chat services with the prompt, which pins the versions', async () => {
    // The menu opens at the "More" button, which is on the page before the menu's code loads.
    renderMenu().rerender(menu({ menuOpen: true }));
    const prompt = `Read https://mui.com/x/react-data-grid/sorting.md, the Markdown of the MUI X documentation page "Sorting", so I can ask you questions about it. Answer for ${pinnedVersionsText(documentedVersions)}.`;
    await waitFor(() => expect(screen.getByRole('menu')).toBeInTheDocument());
    expect(screen.getByRole('menuitem', { name: /^View as Markdown/ })).toHaveAttribute('href', '/x/react-data-grid/sorting.md');
    expect(screen.getByRole('menuitem', { name: /^Open in ChatGPT/ })).toHaveAttribute(
      'href',
      `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
    );
    expect(screen.getByRole('menuitem', { name: /^Open in Claude/ })).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
    );
  });
});
