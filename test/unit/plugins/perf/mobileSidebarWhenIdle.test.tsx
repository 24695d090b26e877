import React from 'react';
import { act, render, screen } from '@testing-library/react';

// The drawer's open state, set by each test (Docusaurus's navbar context in the site).
const mockDrawer = { shown: false };
jest.mock('@docusaurus/theme-common/internal', () => ({ useNavbarMobileSidebar: () => mockDrawer }), { virtual: true });
jest.mock(
  '@theme-init/Navbar/MobileSidebar',
  () => ({ __esModule: true, default: () => <nav aria-label="Phone menu">Data Grid, Charts</nav> }),
  {
    virtual: true,
  },
);

import MobileSidebarWhenIdle from '@site/plugins/perf/mobile-sidebar-when-idle/theme/Navbar/MobileSidebar';

describe('the phone navigation drawer', () => {
  const idleCallbacks: Array<() => void> = [];
  beforeEach(() => {
    mockDrawer.shown = false;
    idleCallbacks.length = 0;
    window.requestIdleCallback = ((callback: () => void) => idleCallbacks.push(callback)) as typeof window.requestIdleCallback;
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('is not rendered while the page loads, and is rendered once the browser is idle', async () => {
    render(<MobileSidebarWhenIdle />);
    expect(screen.queryByRole('navigation', { name: 'Phone menu' })).not.toBeInTheDocument();
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks.forEach((callback) => callback()));
    expect(screen.getByRole('navigation', { name: 'Phone menu' })).toBeInTheDocument();
  });

  it('is rendered at once when the reader opens it before the browser was idle', () => {
    const { rerender } = render(<MobileSidebarWhenIdle />);
    mockDrawer.shown = true;
    rerender(<MobileSidebarWhenIdle />);
    expect(screen.getByRole('navigation', { name: 'Phone menu' })).toHaveTextContent('Data Grid, Charts');
    // Closing it again keeps it rendered, so that it can slide out.
    mockDrawer.shown = false;
    rerender(<MobileSidebarWhenIdle />);
    expect(screen.getByRole('navigation', { name: 'Phone menu' })).toBeInTheDocument();
  });

  it('falls back to a timer where the browser has no idle callback', async () => {
    delete (window as Partial<Window>).requestIdleCallback;
    jest.useFakeTimers();
    try {
      render(<MobileSidebarWhenIdle />);
      expect(screen.queryByRole('navigation', { name: 'Phone menu' })).not.toBeInTheDocument();
      await act(async () => jest.runAllTimers());
      expect(screen.getByRole('navigation', { name: 'Phone menu' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
