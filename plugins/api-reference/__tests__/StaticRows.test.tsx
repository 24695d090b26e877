import React, { type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import executionEnvironment from '@docusaurus/ExecutionEnvironment';
import StaticRows from '../theme/ApiReference/StaticRows';

let mockIsBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: () => mockIsBrowser }));

const NAMES = ['rows', 'columns', 'getRowId'];

/** A props table; `hideFrom` hides the rows from that index on. */
function Table({ names = NAMES, hideFrom = names.length }: { names?: string[]; hideFrom?: number }): ReactNode {
  return (
    <table>
      <StaticRows isHidden={(index) => index >= hideFrom}>
        {names.map((name) => (
          <tr key={name} id={`prop-${name}`}>
            <td>{name}</td>
          </tr>
        ))}
      </StaticRows>
    </table>
  );
}

const shownRows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].filter((row) => !(row as HTMLElement).hidden).map((row) => row.textContent);

let container: HTMLElement;

beforeEach(() => {
  mockIsBrowser = false;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
});

/** The server's HTML of the table, as the build writes it. */
function serverHtml(element: ReactNode): string {
  executionEnvironment.canUseDOM = false;
  try {
    return renderToString(element);
  } finally {
    executionEnvironment.canUseDOM = true;
  }
}

it('keeps the server’s rows when the page hydrates, and never renders them in the browser', async () => {
  container.innerHTML = serverHtml(<Table />);
  const serverRow = container.querySelector('#prop-rows');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Rows the browser would render differently show that it did not render them.
  const root = await act(async () => hydrateRoot(container, <Table names={['other']} hideFrom={NAMES.length} />));
  expect(container.querySelector('#prop-rows')).toBe(serverRow);
  expect(shownRows(container)).toEqual(NAMES);
  // A later render (the reader typing in a filter) hides rows and still writes nothing into the body.
  mockIsBrowser = true;
  await act(async () => root.render(<Table names={['other']} hideFrom={1} />));
  expect(shownRows(container)).toEqual(['rows']);
  expect(container.querySelectorAll('tbody tr')).toHaveLength(NAMES.length);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  await act(async () => root.unmount());
});

it('renders the rows on a page rendered in the browser, and hides the ones asked', async () => {
  mockIsBrowser = true;
  const root = createRoot(container);
  await act(async () => root.render(<Table hideFrom={2} />));
  expect(shownRows(container)).toEqual(['rows', 'columns']);
  await act(async () => root.render(<Table />));
  expect(shownRows(container)).toEqual(NAMES);
  await act(async () => root.unmount());
});

it('renders the rows when React renders the table afresh during hydration, with no server rows to keep', async () => {
  const root = createRoot(container);
  await act(async () => root.render(<Table hideFrom={1} />));
  expect(shownRows(container)).toEqual(['rows']);
  expect(container.querySelectorAll('tbody tr')).toHaveLength(NAMES.length);
  await act(async () => root.unmount());
});
