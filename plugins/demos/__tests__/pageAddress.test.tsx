import React, { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { mockHistory, mockLocation } from '../../../test/unit/mocks/docusaurusRouter';
import { usePageHash, usePagePathname } from '../theme/Demo/pageAddress';

let renders = 0;

function Address() {
  const pathname = usePagePathname();
  const hash = usePageHash();
  return (
    <p>
      {pathname} {hash || '(no fragment)'}
    </p>
  );
}

/** The address inside a profiler that counts its renders. */
function CountedAddress() {
  return (
    <Profiler id="address" onRender={() => (renders += 1)}>
      <Address />
    </Profiler>
  );
}

beforeEach(() => {
  Object.assign(mockLocation, { pathname: '/x/react-data-grid/sorting/', search: '', hash: '' });
  renders = 0;
});

describe("a demo's page address", () => {
  it('follows a new fragment on its page', () => {
    render(<CountedAddress />);
    expect(screen.getByText('/x/react-data-grid/sorting/ (no fragment)')).toBeInTheDocument();
    act(() => mockHistory.push('/x/react-data-grid/sorting/#BasicSorting.js'));
    expect(screen.getByText('/x/react-data-grid/sorting/ #BasicSorting.js')).toBeInTheDocument();
  });

  it('does not render again when the reader leaves for another page, and keeps its own path', () => {
    render(<CountedAddress />);
    const rendersBefore = renders;
    act(() => mockHistory.push('/x/react-data-grid/pagination/'));
    expect(renders).toBe(rendersBefore);
    expect(screen.getByText('/x/react-data-grid/sorting/ (no fragment)')).toBeInTheDocument();
  });

  it("ignores another page's fragment", () => {
    render(<CountedAddress />);
    act(() => mockHistory.push('/x/react-data-grid/pagination/#PageSizeGrid'));
    expect(screen.getByText('/x/react-data-grid/sorting/ (no fragment)')).toBeInTheDocument();
  });
});
