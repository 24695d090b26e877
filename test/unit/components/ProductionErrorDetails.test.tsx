import React from 'react';
import { render, screen } from '@testing-library/react';
import ProductionErrorDetails from '../../../src/components/ProductionError';

const TRACKER = 'https://github.com/mui/mui-x/issues';

describe('ProductionErrorDetails', () => {
  it('shows the error number, each argument and a search of the issue tracker', () => {
    render(<ProductionErrorDetails error={{ code: 12, args: ['rows', 'id'] }} issueTrackerUrl={TRACKER} />);
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('rows');
    expect(screen.getByRole('link', { name: 'Search the MUI X issue tracker for error #12' })).toHaveAttribute(
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
  });
});
