import React from 'react';
import { render, screen } from '@testing-library/react';
import DemoOnceNear from '..';

let mockIsBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => mockIsBrowser }), { virtual: true });

// The plugin's Demo, reduced to what the wrapper decides: whether the demo runs at once or once near the viewport.
jest.mock(
  '@theme-original/Demo',
  () => ({
    __esModule: true,
    default: ({ name, clientOnly }: { name: string; clientOnly?: boolean }) => (
      <p>{`${name}: ${clientOnly ? 'runs once near the viewport' : 'runs at once'}`}</p>
    ),
  }),
  { virtual: true },
);

const demoProps = {
  name: 'BasicGrid',
  component: () => null,
  tsPreview: null,
  jsPreview: null,
  loadSources: () => Promise.reject(new Error('not loaded in this test')),
};

describe('a demo and the way it starts', () => {
  beforeEach(() => {
    mockIsBrowser = false;
  });

  it('runs at once on a loaded page, where it hydrates from the server markup, and keeps doing so once hydrated', () => {
    const { rerender } = render(<DemoOnceNear {...demoProps} />);
    expect(screen.getByText('BasicGrid: runs at once')).toBeInTheDocument();
    mockIsBrowser = true;
    rerender(<DemoOnceNear {...demoProps} />);
    expect(screen.getByText('BasicGrid: runs at once')).toBeInTheDocument();
  });

  it('runs once near the viewport on a page the reader reached by a link', () => {
    mockIsBrowser = true;
    render(<DemoOnceNear {...demoProps} />);
    expect(screen.getByText('BasicGrid: runs once near the viewport')).toBeInTheDocument();
  });

  it('keeps a demo that only runs in the browser waiting for the viewport on a loaded page too', () => {
    render(<DemoOnceNear {...demoProps} clientOnly />);
    expect(screen.getByText('BasicGrid: runs once near the viewport')).toBeInTheDocument();
  });
});
