import React from 'react';
import { render, screen } from '@testing-library/react';
import ProductionErrorDetails from '..';

const TRACKER = 'https://github.com/mui/mui-x/issues';

describe('ProductionErrorDetails', () => {
  it('shows the error number, each argument and a search of the issue tracker', () => {
    render(<ProductionErrorDetails error={{ code: 12, args: ['rows', 'id'] }} issueTrackerUrl={TRACKER} />);
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('rows');
    expect(screen.getByRole('link', { name: 'Search the MUI X issue tracker for this error' })).toHaveAttribute(
      'href',
      'https://github.com/mui/mui-x/issues?q=%22error+%2312%22',
    );
  });

  it('shows markup in an argument as text', () => {
    const { container } = render(
      <ProductionErrorDetails error={{ code: 1, args: ['<img src=x onerror=alert(1)>'] }} issueTrackerUrl={TRACKER} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says so when the error came without arguments', () => {
    render(<ProductionErrorDetails error={{ code: 3, args: [] }} issueTrackerUrl={TRACKER} />);
    expect(screen.getByText('This error came with no arguments.')).toBeInTheDocument();
  });

  it('tells the reader what to do when the address has no error number', () => {
    render(<ProductionErrorDetails error={null} issueTrackerUrl={TRACKER} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This address carries no valid error number.');
    expect(screen.getByRole('link', { name: 'Search the MUI X issue tracker for this error' })).toHaveAttribute('href', TRACKER);
  });

  it('shows the same box and next steps while the address is being read as once it is read', () => {
    const { container, rerender } = render(<ProductionErrorDetails error={undefined} issueTrackerUrl={TRACKER} />);
    const box = screen.getByRole('region', { name: 'Error details' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveTextContent('Reading the error from the address…');
    const reading = [...container.children].map((element) => element.tagName);
    rerender(<ProductionErrorDetails error={{ code: 5, args: ['x'.repeat(5000)] }} issueTrackerUrl={TRACKER} />);
    expect([...container.children].map((element) => element.tagName)).toEqual(reading);
    expect(screen.getByRole('region', { name: 'Error details' })).toHaveAttribute('aria-busy', 'false');
  });
});
