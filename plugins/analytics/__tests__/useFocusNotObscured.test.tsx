import React, { useRef } from 'react';
import { render } from '@testing-library/react';
import { useFocusNotObscured } from '../theme/Consent/useFocusNotObscured';

function Page(): React.ReactNode {
  const panel = useRef<HTMLElement>(null);
  useFocusNotObscured(panel);
  return (
    <>
      <button type="button">Run the shared code</button>
      <section ref={panel} aria-label="Cookies" />
    </>
  );
}

const box = (top: number, bottom: number) => ({
  top,
  bottom,
  left: 0,
  right: 0,
  width: 0,
  height: bottom - top,
  x: 0,
  y: top,
  toJSON: () => ({}),
});

const scrollIntoView = jest.fn();

describe('a panel fixed to the bottom of the window', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'SECTION' ? box(600, 790) : box(650, 690);
    });
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves room for itself when the page scrolls something into view, and gives it back when it closes', () => {
    const { unmount } = render(<Page />);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('200px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('brings an element that had focus before it appeared above it', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    render(<Page />);
    expect(scrollIntoView.mock.contexts).toContain(button);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    button.remove();
  });
});
