import React from 'react';
import { act, render, screen } from '@testing-library/react';
import ScrollableTable from '../MDXComponents/ScrollableTable';

let contentWidth = 0;
let boxWidth = 0;
let resized: () => void = () => undefined;

beforeAll(() => {
  Object.defineProperty(HTMLTableElement.prototype, 'scrollWidth', { configurable: true, get: () => contentWidth });
  Object.defineProperty(HTMLTableElement.prototype, 'clientWidth', { configurable: true, get: () => boxWidth });
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderTable() {
  render(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>gridColumnsSelector</td>
          <td>gridColumnDefinitionsSelector</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
  return screen.getByRole('table');
}

describe('ScrollableTable', () => {
  it('is not a tab stop while its columns fit', () => {
    contentWidth = 600;
    boxWidth = 700;
    expect(renderTable()).not.toHaveAttribute('tabindex');
  });

  it('takes the keyboard focus when it scrolls sideways, and gives it up once it fits again', () => {
    contentWidth = 900;
    boxWidth = 700;
    const table = renderTable();
    expect(table).toHaveAttribute('tabindex', '0');

    boxWidth = 1000;
    act(() => resized());
    expect(table).not.toHaveAttribute('tabindex');

    boxWidth = 350;
    act(() => resized());
    expect(table).toHaveAttribute('tabindex', '0');
  });
});
