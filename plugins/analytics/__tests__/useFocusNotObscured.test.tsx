import React, { useRef } from 'react';
import { render } from '@testing-library/react';
import { useFocusNotObscured } from '../theme/Consent/useFocusNotObscured';

function Page({ shown = true }: { shown?: boolean }): React.ReactNode {
  const panel = useRef<HTMLElement>(null);
  useFocusNotObscured(panel, shown);
  return <section ref={panel} aria-label="Cookies" />;
}

const box = (top: number, bottom: number, left = 0, right = 400) => ({
  top,
  bottom,
  left,
  right,
  width: right - left,
  height: bottom - top,
  x: 0,
  y: top,
  toJSON: () => ({}),
});
const scrollBy = jest.fn();

describe('a panel fixed to the bottom of the window', () => {
  beforeEach(() => {
    scrollBy.mockClear();
    window.scrollBy = scrollBy;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    // The panel covers 600–790; every other element sits at 650–690, under it.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? box(600, 790) : box(650, 690);
    });
    // jsdom takes `:active` for focus; a browser sets it only while a press is under way.
    const { matches } = Element.prototype as { matches: (this: Element, selector: string) => boolean };
    jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':active' ? false : matches.call(this, selector);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('brings an element that had focus before it appeared just above it', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    render(<Page />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 106 });
    button.remove();
  });

  it('moves nothing when it shows while the element with focus is being pressed', () => {
    jest.spyOn(Element.prototype, 'matches').mockImplementation((selector: string) => selector === ':active');
    const item = document.createElement('li');
    item.tabIndex = -1;
    document.body.append(item);
    item.focus();
    render(<Page />);
    expect(scrollBy).not.toHaveBeenCalled();
    item.remove();
  });

  it('moves nothing while the panel waits to show, and brings the focus above once it shows', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { rerender } = render(<Page shown={false} />);
    expect(scrollBy).not.toHaveBeenCalled();
    rerender(<Page shown />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 106 });
    button.remove();
  });

  it('brings an element focused from the keyboard above it, never one a pointer pressed, nor one it does not cover', () => {
    let keyboardFocus = true;
    const matches = jest
      .spyOn(Element.prototype, 'matches')
      .mockImplementation((selector: string) => selector === ':focus-visible' && keyboardFocus);
    render(<Page />);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 106 });
    scrollBy.mockClear();
    button.blur();
    keyboardFocus = false;
    button.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    button.blur();
    keyboardFocus = true;
    Object.defineProperty(button, 'getBoundingClientRect', { value: () => box(100, 140) });
    button.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    matches.mockRestore();
    button.remove();
  });

  it('never scrolls a code editor the reader clicked into, though the browser rings it, until a key is pressed', () => {
    jest.spyOn(Element.prototype, 'matches').mockImplementation((selector: string) => selector === ':focus-visible');
    render(<Page />);
    const editor = document.createElement('pre');
    editor.tabIndex = 0;
    document.body.append(editor);
    editor.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    editor.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    editor.blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    editor.focus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 106 });
    editor.remove();
  });

  it('leaves an element beside it, not under it, where it is', () => {
    jest.spyOn(Element.prototype, 'matches').mockImplementation((selector: string) => selector === ':focus-visible');
    render(<Page />);
    const link = document.createElement('a');
    link.href = '#next';
    Object.defineProperty(link, 'getBoundingClientRect', { value: () => box(650, 690, 500, 900) });
    document.body.append(link);
    link.focus();
    expect(scrollBy).not.toHaveBeenCalled();
    link.remove();
  });
});
