/**
 * `document.cookie` guarded: inside a sandboxed iframe without
 * `allow-same-origin` (and in some privacy modes) reading or writing it throws.
 * The site then behaves as if no cookie were stored, and choices last for the page.
 */
export function readDocumentCookie(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Writes one `Set-Cookie`-style string; returns whether the browser accepted the write. */
export function writeDocumentCookie(cookie: string): boolean {
  try {
    document.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}
