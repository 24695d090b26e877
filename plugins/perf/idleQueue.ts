/**
 * A queue of small jobs run while the browser is idle, a few at a time, so
 * that many of them never add up to one long task. Each distinct key runs once.
 */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Calls back when the browser is idle (`requestIdleCallback`, or a timer where it is missing). */
export type IdleScheduler = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** What a timer-based idle period may use: well under the 50 ms that makes a task "long". */
export const FALLBACK_SLICE_MS = 8;

export function browserIdleScheduler(): IdleScheduler {
  if (typeof window.requestIdleCallback === 'function') {
    return (callback) => window.requestIdleCallback(callback);
  }
  return (callback) => {
    window.setTimeout(() => {
      const end = performance.now() + FALLBACK_SLICE_MS;
      callback({ timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 1);
  };
}

export interface IdleQueue<Key> {
  /** Queues `key` unless it was queued before; returns whether it was new. */
  add(key: Key): boolean;
}

export function createIdleQueue<Key>(run: (key: Key) => void, schedule: IdleScheduler): IdleQueue<Key> {
  const seen = new Set<Key>();
  const pending: Key[] = [];
  let scheduled = false;

  const work = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // At least one job per idle period, so a browser that is never idle still makes progress.
    do {
      const key = pending.shift() as Key;
      try {
        run(key);
      } catch {
        // One failing job must not stop the others; the job's owner reports its own errors.
      }
    } while (pending.length > 0 && deadline.timeRemaining() > 0);
    if (pending.length > 0) {
      scheduled = true;
      schedule(work);
    }
  };

  return {
    add(key) {
      if (seen.has(key)) return false;
      seen.add(key);
      pending.push(key);
      if (!scheduled) {
        scheduled = true;
        schedule(work);
      }
      return true;
    },
  };
}
