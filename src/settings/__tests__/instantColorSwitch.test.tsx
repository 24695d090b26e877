import { renderHook } from '@testing-library/react';
import { COLOR_SWITCH_ATTRIBUTE, useInstantColorSwitch } from '../effects/useInstantColorSwitch';

const root = document.documentElement;
const holdsTransitionsBack = () => root.hasAttribute(COLOR_SWITCH_ATTRIBUTE);
/** Resolves once the mutation observers have seen what was written before it (their callbacks are microtasks). */
const observed = () => Promise.resolve();
/** Resolves after the next frame and a task queued from it: when the page has painted that frame. */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

beforeEach(() => root.setAttribute('data-theme', 'light'));
afterEach(() => root.removeAttribute(COLOR_SWITCH_ATTRIBUTE));

describe('useInstantColorSwitch', () => {
  it('holds transitions back from a switch of mode until the frame after it', async () => {
    renderHook(() => useInstantColorSwitch());
    root.setAttribute('data-theme', 'dark');
    await observed();
    expect(holdsTransitionsBack()).toBe(true);
    await afterNextFrame();
    await afterNextFrame();
    expect(holdsTransitionsBack()).toBe(false);
  });

  it('leaves transitions alone when the same mode is written again, as Docusaurus does when it mounts', async () => {
    renderHook(() => useInstantColorSwitch());
    root.setAttribute('data-theme', 'light');
    await observed();
    expect(holdsTransitionsBack()).toBe(false);
  });

  it('keeps holding them back through a second switch made before the first has painted', async () => {
    renderHook(() => useInstantColorSwitch());
    root.setAttribute('data-theme', 'dark');
    await observed();
    expect(holdsTransitionsBack()).toBe(true);
    root.setAttribute('data-theme', 'light');
    await observed();
    expect(holdsTransitionsBack()).toBe(true);
    await afterNextFrame();
    await afterNextFrame();
    expect(holdsTransitionsBack()).toBe(false);
  });

  it('stops following the mode, and lets transitions run, once unmounted', async () => {
    const { unmount } = renderHook(() => useInstantColorSwitch());
    root.setAttribute('data-theme', 'dark');
    await observed();
    expect(holdsTransitionsBack()).toBe(true);
    unmount();
    expect(holdsTransitionsBack()).toBe(false);
    root.setAttribute('data-theme', 'light');
    await observed();
    expect(holdsTransitionsBack()).toBe(false);
  });
});
