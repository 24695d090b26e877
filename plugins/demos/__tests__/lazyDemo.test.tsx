import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Demo from '../theme/Demo';
import { lazyDemo } from '../theme/Demo/lazyDemo';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';

let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => mockIsBrowser }), { virtual: true });

function Chart() {
  return <p>A chart of sales</p>;
}

const loadSources = () =>
  Promise.resolve({ default: { tsSource: 'export {};', jsSource: 'export {};', localFiles: [] }, scope: { react: React } });

function renderLazyDemo(load: () => Promise<{ default: typeof Chart }>) {
  return render(
    <SiteSettingsProvider>
      <Demo component={lazyDemo(load)} name="SalesChart" tsPreview={null} jsPreview={null} loadSources={loadSources} />
    </SiteSettingsProvider>,
  );
}

beforeEach(() => {
  mockIsBrowser = true;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('lazyDemo', () => {
  it('downloads the demo when it first renders, keeping the frame busy until it arrives', async () => {
    let arrive: (module: { default: typeof Chart }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: typeof Chart }>((resolve) => (arrive = resolve)));
    const { container } = renderLazyDemo(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.demo-frame [aria-busy="true"]')).toBeInTheDocument();
    arrive({ default: Chart });
    expect(await screen.findByText('A chart of sales')).toBeInTheDocument();
    expect(container.querySelector('.demo-frame [aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('says the code could not be downloaded, and downloads again on "Try again"', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Chart }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 5123 failed.'))
      .mockResolvedValue({ default: Chart });
    renderLazyDemo(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This demo's code could not be downloaded. Check your connection, then try again.",
    );
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('A chart of sales')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("renders the server bundle's module in place, without a boundary the server would move to the end of the HTML", () => {
    mockIsBrowser = false;
    const load = jest.fn(() => Promise.resolve({ default: Chart }));
    const ServerChart = lazyDemo(load, { default: Chart });
    expect(renderToString(<ServerChart />)).toBe('<p>A chart of sales</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates without a boundary of its own: the page waits for the chunk with the server markup on screen', async () => {
    mockIsBrowser = false;
    const container = document.createElement('div');
    container.innerHTML = '<p>A chart of sales</p>';
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve({ default: Chart }));
    const HydratingChart = lazyDemo(load);
    await act(async () => {
      hydrateRoot(container, <HydratingChart />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('<p>A chart of sales</p>');
    expect(console.error).not.toHaveBeenCalled();
    container.remove();
  });
});
