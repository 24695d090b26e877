/** Calls `listener` once the page's demos have downloaded after all (another demo's "Try again"); returns its removal. */
export type OnceDownloaded = (listener: () => void) => () => void;

/**
 * A demo's component that could not be downloaded (a failed chunk): the demo says so and offers to try again. The
 * page's demos share one chunk, so one demo's successful "Try again" brings the others too (`onceDownloaded`).
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
