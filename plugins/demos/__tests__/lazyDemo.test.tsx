import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Demo from '../theme/Demo';
import { lazyDemo, lazyDemoSources, type PageDemos } from '../theme/Demo/lazyDemo';
import SiteSettingsProvider from '../../../src/settings/state/SiteSettingsProvider';

let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => mockIsBrowser }), { virtual: true });

function Chart() {
  return <p>A chart of sales</p>;
}

const loadSources = () =>
  Promise.resolve({ default: { tsSource: 'export {};', jsSource: 'export {};', localFiles: [] }, scope: { react: React } });

function renderLazyDemo(load: () => Promise<PageDemos>) {
  return render(
    <SiteSettingsProvider>
      <Demo component={lazyDemo(load, 'SalesChart')} name="SalesChart" tsPreview={null} jsPreview={null} loadSources={loadSources} />
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
    let arrive: (module: PageDemos) => void = () => undefined;
    const load = jest.fn(() => new Promise<PageDemos>((resolve) => (arrive = resolve)));
    const { container } = renderLazyDemo(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.demo-frame [aria-busy="true"]')).toBeInTheDocument();
    arrive({ SalesChart: Chart });
    expect(await screen.findByText('A chart of sales')).toBeInTheDocument();
    expect(container.querySelector('.demo-frame [aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('says the code could not be downloaded, and downloads again on "Try again"', async () => {
    const load = jest
      .fn<Promise<PageDemos>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 5123 failed.'))
      .mockResolvedValue({ SalesChart: Chart });
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

  it('brings the other failed demos of the page once one "Try again" has downloaded their chunk', async () => {
    const load = jest
      .fn<Promise<PageDemos>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 5123 failed.'))
      .mockRejectedValueOnce(new Error('Loading chunk 5123 failed.'))
      .mockResolvedValue({ SalesChart: Chart, VisitsChart: () => <p>A chart of visits</p> });
    render(
      <SiteSettingsProvider>
        <Demo component={lazyDemo(load, 'SalesChart')} name="SalesChart" tsPreview={null} jsPreview={null} loadSources={loadSources} />
        <Demo component={lazyDemo(load, 'VisitsChart')} name="VisitsChart" tsPreview={null} jsPreview={null} loadSources={loadSources} />
      </SiteSettingsProvider>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('A chart of sales')).toBeInTheDocument();
    expect(await screen.findByText('A chart of visits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("renders the server bundle's module in place, without a boundary the server would move to the end of the HTML", () => {
    mockIsBrowser = false;
    const load = jest.fn(() => Promise.resolve({ SalesChart: Chart }));
    const ServerChart = lazyDemo(load, 'SalesChart', { SalesChart: Chart });
    expect(renderToString(<ServerChart />)).toBe('<p>A chart of sales</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates without a boundary of its own: the page waits for the chunk with the server markup on screen', async () => {
    mockIsBrowser = false;
    const container = document.createElement('div');
    container.innerHTML = '<p>A chart of sales</p>';
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve({ SalesChart: Chart }));
    const HydratingChart = lazyDemo(load, 'SalesChart');
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

  it("loads a demo's sources through the page's demos module, and says which export is missing", async () => {
    const sources = { default: { tsSource: 'export {};', jsSource: 'export {};', localFiles: [] }, scope: {} };
    const load = jest.fn(() => Promise.resolve<PageDemos>({ SalesChart: Chart, SalesChartSources: () => Promise.resolve(sources) }));
    await expect(lazyDemoSources(load, 'SalesChart')()).resolves.toBe(sources);
    await expect(lazyDemoSources(load, 'OtherChart')()).rejects.toThrow("The page's demos module exports no sources for OtherChart.");
  });
});
