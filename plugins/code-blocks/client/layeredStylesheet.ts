/**
 * Loads a stylesheet into a cascade layer: fetches its text and inserts it
 * inside `@layer <name> { }`. Third-party CSS cannot be layered from a <link>,
 * hence the fetch. If the fetch fails for any reason but an abort, the
 * stylesheet is linked plainly instead, so the page still gets its styles.
 */
export type LayeredStylesheetOutcome = 'layered' | 'linked' | 'aborted';

export interface LayeredStylesheetOptions {
  href: string;
  layer: string;
  document: Document;
  fetch: typeof fetch;
  signal?: AbortSignal;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export async function loadStylesheetIntoLayer({
  href,
  layer,
  document,
  fetch,
  signal,
}: LayeredStylesheetOptions): Promise<LayeredStylesheetOutcome> {
  try {
    const response = await fetch(href, { signal });
    if (!response.ok) {
      throw new Error(`${href} answered ${response.status}`);
    }
    const style = document.createElement('style');
    style.dataset.href = href;
    style.textContent = `@layer ${layer} {\n${await response.text()}\n}`;
    document.head.appendChild(style);
    return 'layered';
  } catch (error) {
    if (isAbort(error)) {
      return 'aborted';
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
    return 'linked';
  }
}
