import React, { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { mockLocation } from '@site/test/unit/mocks/docusaurusRouter';
import NotFoundContent from '..';
import MissingPage from '../MissingPage';

jest.mock('@theme-original/NotFound/Content', () => ({ __esModule: true, default: () => <h1>Page Not Found</h1> }), { virtual: true });
jest.mock(
  '@docusaurus/Link',
  () => ({ __esModule: true, default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a> }),
  {
    virtual: true,
  },
);
jest.mock('@docusaurus/Translate', () => ({ __esModule: true, translate: ({ message }: { message: string }) => message }), {
  virtual: true,
});
// Stands in for Docusaurus's head manager: the title it is given becomes the document's.
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    __esModule: true,
    PageMetadata: ({ title }: { title: string }) => {
      document.title = `${title} - MUI X`;
      return null;
    },
  }),
  { virtual: true },
);
jest.mock('@theme/Heading', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <h1>{children}</h1> }), {
  virtual: true,
});

describe('the 404 content', () => {
  it('links a legacy core-library path to its page on the core site', async () => {
    mockLocation.pathname = '/components/buttons/';
    render(<MissingPage />);
    const link = await screen.findByRole('link', { name: /Button/ });
    expect(link).toHaveAttribute('href', 'https://mui.com/material-ui/components/buttons/');
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it("keeps Docusaurus's text and lists the product overviews for any other path", async () => {
    mockLocation.pathname = '/x/no-such-page/';
    render(<MissingPage />);
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
    // The title list loads and finds nothing: the page stays as it is.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
  });

  it('titles the page "Page Not Found" itself: the docs render it alone for a missing path under their routes', () => {
    document.title = 'MUI X';
    mockLocation.pathname = '/x/react-charts/no-such-chart/';
    render(<MissingPage />);
    expect(document.title).toBe('Page Not Found - MUI X');
  });

  it('renders the same content once its code has loaded: docs pages that have their page never download it', async () => {
    mockLocation.pathname = '/x/no-such-page/';
    render(<NotFoundContent />);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
  });
});
