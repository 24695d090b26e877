/**
 * What an edited demo starts outside React — timers, animation frames, listeners on `window` and `document` — is
 * stopped when the demo is reset, runs other code or leaves the page. The compiled module reads these names from its
 * function's parameters instead of the page's globals, so every call it makes, from the module or from its
 * components and effects, is recorded here. Code that reaches the page another way (`globalThis.setInterval`, a
 * listener on an element outside the demo, an element it removes from the page) is beyond what Reset can undo.
 */

/** The names the edited module sees instead of the page's globals, in the order of its function's parameters. */
export const TRACKED_GLOBALS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'window',
  'document',
] as const;

export type TrackedGlobals = Record<(typeof TRACKED_GLOBALS)[number], unknown>;

export interface DemoGlobals {
  globals: TrackedGlobals;
  /** Clears every timer and frame still pending and removes every listener still attached. */
  dispose: () => void;
}

type Listener = [type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions];

/**
 * `target` as the edited code sees it: its own `addEventListener` and `removeEventListener`, and the tracked timers
 * on `window`. A built-in method (one without `prototype`, unlike a constructor such as `window.Date`) is bound to
 * the real object, which it needs as `this`.
 */
function trackedTarget<Target extends EventTarget>(target: Target, own: Record<string, unknown>): Target {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(real, property) {
      if (typeof property === 'string' && property in own) return own[property];
      const value = Reflect.get(real, property, real) as unknown;
      if (typeof value !== 'function' || 'prototype' in value) return value;
      if (!bound.has(property)) bound.set(property, (value as (...args: unknown[]) => unknown).bind(real));
      return bound.get(property);
    },
    set(real, property, value) {
      return Reflect.set(real, property, value, real);
    },
  });
}

export function createDemoGlobals(): DemoGlobals {
  const timeouts = new Set<ReturnType<typeof setTimeout>>();
  const intervals = new Set<ReturnType<typeof setInterval>>();
  const frames = new Set<number>();
  const listeners = new Map<EventTarget, Listener[]>();

  const timers = {
    setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      const id = setTimeout(
        (...callArgs: unknown[]) => {
          timeouts.delete(id);
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callArgs);
        },
        delay,
        ...args,
      );
      timeouts.add(id);
      return id;
    },
    clearTimeout: (id?: ReturnType<typeof setTimeout>) => {
      if (id !== undefined) timeouts.delete(id);
      clearTimeout(id);
    },
    setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      const id = setInterval(
        (...callArgs: unknown[]) => {
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callArgs);
        },
        delay,
        ...args,
      );
      intervals.add(id);
      return id;
    },
    clearInterval: (id?: ReturnType<typeof setInterval>) => {
      if (id !== undefined) intervals.delete(id);
      clearInterval(id);
    },
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      const id = requestAnimationFrame((time) => {
        frames.delete(id);
        callback(time);
      });
      frames.add(id);
      return id;
    },
    cancelAnimationFrame: (id: number) => {
      frames.delete(id);
      cancelAnimationFrame(id);
    },
  };

  const listening = (target: EventTarget) => ({
    addEventListener: (...listener: Listener) => {
      target.addEventListener(...listener);
      listeners.set(target, [...(listeners.get(target) ?? []), listener]);
    },
    removeEventListener: (...listener: Listener) => {
      target.removeEventListener(...listener);
      const [type, handler] = listener;
      listeners.set(
        target,
        (listeners.get(target) ?? []).filter(([kept, keptHandler]) => kept !== type || keptHandler !== handler),
      );
    },
  });

  return {
    globals: {
      ...timers,
      window: trackedTarget(window, { ...timers, ...listening(window) }),
      document: trackedTarget(document, listening(document)),
    },
    dispose: () => {
      timeouts.forEach((id) => clearTimeout(id));
      intervals.forEach((id) => clearInterval(id));
      frames.forEach((id) => cancelAnimationFrame(id));
      listeners.forEach((attached, target) => attached.forEach((listener) => target.removeEventListener(...listener)));
      timeouts.clear();
      intervals.clear();
      frames.clear();
      listeners.clear();
    },
  };
}
