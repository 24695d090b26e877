import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '@site/src/lib/useNearViewport';

/** Stands in for the browser's IntersectionObserver; `enter()` brings every observed element near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Editor() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'editor' : 'placeholder'}</div>;
}

describe('useNearViewport', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
    FakeIntersectionObserver.instances = [];
  });

  it('is false until the element comes within a screen of the viewport, then stays true', () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    render(<Editor />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options?.rootMargin).toBe('100% 0px');
    act(() => observer?.enter());
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it('is true from the next frame in a browser without IntersectionObserver', async () => {
    // @ts-expect-error -- an older browser
    delete window.IntersectionObserver;
    render(<Editor />);
    expect(await screen.findByText('editor')).toBeInTheDocument();
  });
});
