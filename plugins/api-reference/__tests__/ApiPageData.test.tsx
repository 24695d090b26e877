import React, { Component, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockLocation } from '@site/test/unit/mocks/docusaurusRouter';
import type { ApiPage as ApiPageData, ApiProductIndex } from '../types';

jest.mock('@x-docs/api-page-loader', () => ({ __esModule: true, default: jest.fn() }), { virtual: true });
jest.mock('../theme/ApiReference/ApiLayout', () => ({
  __esModule: true,
  default: ({ title, children }: { title: string; children: ReactNode }) => (
    <main>
      <title>{title}</title>
      {children}
    </main>
  ),
}));
jest.mock(
  '@docusaurus/ErrorBoundary',
  () => {
    class ErrorBoundary extends Component<
      { fallback: (params: { error: Error; tryAgain: () => void }) => ReactNode; children: ReactNode },
      { error: Error | null }
    > {
      state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      render() {
        const { error } = this.state;
        return error ? this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) }) : this.props.children;
      }
    }
    return { __esModule: true, default: ErrorBoundary };
  },
  { virtual: true },
);
jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({ __esModule: true, default: () => ({ collectAnchor: () => undefined, collectLink: () => undefined }) }),
  {
    virtual: true,
  },
);
jest.mock(
  '@docusaurus/Link',
  () => ({ __esModule: true, default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a> }),
  {
    virtual: true,
  },
);
jest.mock(
  '@theme/Heading',
  () => ({ __esModule: true, default: ({ id, children }: { id: string; children: ReactNode }) => <h2 id={id}>{children}</h2> }),
  {
    virtual: true,
  },
);

import ApiPage from '../theme/ApiReference/ApiPage';

// The loader of a page's data (plugins/api-reference/pageLoaders.ts), answered by each test.
const mockLoad: jest.Mock = jest.requireMock<{ default: jest.Mock }>('@x-docs/api-page-loader').default;

const index: ApiProductIndex = {
  product: 'charts',
  path: '/x/api/charts/',
  guidePath: '/x/react-charts/',
  pages: [
    { kind: 'component', name: 'BarChart', path: '/x/api/charts/bar-chart/', plan: 'community' },
    { kind: 'component', name: 'LineChart', path: '/x/api/charts/line-chart/', plan: 'community' },
  ],
};

function barChartPage(description: string): ApiPageData {
  return {
    kind: 'component',
    name: 'BarChart',
    product: 'charts',
    slug: 'bar-chart',
    path: '/x/api/charts/bar-chart/',
    plan: 'community',
    descriptionHtml: `<p>${description}</p>`,
    imports: [],
    members: [{ name: 'series', type: 'BarSeries[] | "</script>"', descriptionHtml: '<p>The series to display.</p>', required: true }],
    slots: [],
    classes: [],
    inheritance: [],
    demos: [],
  };
}

afterEach(() => {
  document.getElementById('api-page-data')?.remove();
  mockLoad.mockReset();
});

/** The location the route hands the page: the mocked router's. */
const routeLocation = () => ({ ...mockLocation, state: undefined });

describe('an API page', () => {
  it('hydrates from the data written into the page, without loading anything', () => {
    mockLocation.pathname = '/zh/x/api/charts/bar-chart/';
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'api-page-data';
    block.setAttribute('data-route', '/zh/x/api/charts/bar-chart/');
    block.textContent = JSON.stringify(barChartPage('Written by the server.'));
    document.body.append(block);

    const { container } = render(<ApiPage index={index} location={routeLocation()} />);
    expect(screen.getByText('Written by the server.')).toBeInTheDocument();
    expect(mockLoad).not.toHaveBeenCalled();
    // The page writes its data again, so that it cannot close its own script element.
    expect(container.querySelector('#api-page-data')?.innerHTML).toContain('\\u003c/script>');
  });

  it('says it is loading on navigation, then shows the loaded page', async () => {
    mockLocation.pathname = '/x/api/charts/bar-chart';
    let resolve: (page: ApiPageData) => void = () => undefined;
    mockLoad.mockImplementation(() => new Promise((done) => (resolve = done)));

    // Rendered in an awaited act: React 19 retries a suspended render only then.
    await act(async () => {
      render(<ApiPage index={index} location={routeLocation()} />);
    });
    expect(screen.getByText('Loading the BarChart API…')).toHaveAttribute('aria-busy', 'true');
    expect(mockLoad).toHaveBeenCalledWith('/x/api/charts/bar-chart/');
    await act(async () => resolve(barChartPage('Loaded on navigation.')));
    await screen.findByText('Loaded on navigation.');
    expect(screen.getByText('series')).toBeInTheDocument();
  });

  it('says when the data cannot be loaded, and tries again on request', async () => {
    // Another page than the tests above: the module keeps what it loaded.
    mockLocation.pathname = '/x/api/charts/line-chart/';
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLoad.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(barChartPage('Loaded on the second try.'));

    await act(async () => {
      render(<ApiPage index={index} location={routeLocation()} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The LineChart API could not be loaded.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('Loaded on the second try.')).toBeInTheDocument();
    expect(mockLoad).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
