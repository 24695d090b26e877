/** A demo's component that could not be downloaded (a failed chunk): the demo says so and offers to try again. */
export class DemoDownloadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DemoDownloadError';
  }
}
