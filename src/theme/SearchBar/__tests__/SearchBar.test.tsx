import React, { use } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import SearchBar from '..';

jest.mock('@docusaurus/useBaseUrl', () => ({ __esModule: true, default: (url: string) => `/x${url}` }), { virtual: true });
jest.mock('@site/src/lib/search/pagefindClient', () => ({ loadPagefind: () => Promise.resolve({}) }));

// The results of each query, as a test hands them over; until then the panel waits for them (as React's `use` does).
const results = new Map<string, { promise: Promise<string>; resolve: (text: string) => void }>();
function resultsFor(query: string) {
  if (!results.has(query)) {
    let resolve: (text: string) => void = () => undefined;
    const promise = new Promise<string>((settle) => (resolve = settle));
    results.set(query, { promise, resolve });
  }
  return results.get(query)!;
}
jest.mock('@site/src/components/Search/SearchPanel', () => {
  function SearchPanel({ query, id }: { query: string; id: string }) {
    return (
      <ul id={id} aria-label="Results">
        <li>{use(resultsFor(query).promise)}</li>
      </ul>
    );
  }
  return { __esModule: true, default: SearchPanel };
});

async function answer(query: string) {
  await act(async () => resultsFor(query).resolve(`Results for ${query}`));
}

beforeEach(() => results.clear());

describe('the search box', () => {
  it('shows each key in the box at once and keeps the last results on screen until the new ones are ready', async () => {
    render(<SearchBar />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await act(async () => {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 's' } });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await answer('s');
    expect(screen.getByRole('list', { name: 'Results' })).toHaveTextContent('Results for s');

    await act(async () => {
      fireEvent.change(box, { target: { value: 'so' } });
    });
    expect(box).toHaveValue('so');
    expect(screen.getByRole('list', { name: 'Results' })).toHaveTextContent('Results for s');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await answer('so');
    expect(screen.getByRole('list', { name: 'Results' })).toHaveTextContent('Results for so');
  });
});
