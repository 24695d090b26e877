/** Calls `listener` once the download has succeeded after all (another demo's "Try again"); returns its removal. */
export type OnceDownloaded = (listener: () => void) => () => void;

/**
 * A demo's code that could not be downloaded (a failed chunk: the page's demos, or the demo frame): the demo says so
 * and offers to try again. Demos share these chunks, so one demo's successful "Try again" brings the others too
 * (`onceDownloaded`; `downloadFailed` and `downloadSucceeded` below connect the two).
 */
export class DemoDownloadError extends Error {
  constructor(
    cause: unknown,
    readonly onceDownloaded: OnceDownloaded = () => () => undefined,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DemoDownloadError';
  }
}

/** What waits for each download after a failure: the error boxes that show it, keyed by the download's loader. */
const waitingForDownload = new WeakMap<object, Set<() => void>>();

/** The error of a failed download by `load`: its box comes back by itself once `load` succeeds (`downloadSucceeded`). */
export function downloadFailed(load: object, cause: unknown): DemoDownloadError {
  return new DemoDownloadError(cause, (listener) => {
    const listeners = waitingForDownload.get(load) ?? new Set();
    waitingForDownload.set(load, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  });
}

/** Tells the error boxes of `load`'s failed downloads that it has succeeded after all (another "Try again"). */
export function downloadSucceeded(load: object): void {
  const listeners = waitingForDownload.get(load);
  waitingForDownload.delete(load);
  listeners?.forEach((listener) => listener());
}
