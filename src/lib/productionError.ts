/**
 * The production-error page: minified MUI X errors link to
 * `/x/production-error/?code=<number>&args[]=<value>&args[]=…`. These helpers
 * read that address; the page shows what they find as text.
 */

export interface ProductionError {
  code: number;
  args: string[];
}

/** Error numbers are small positive integers; anything else is not an address from an error message. */
const ERROR_CODE = /^\d{1,6}$/;

/** The error number and its arguments from a query string, or null when the number is missing or malformed. */
export function parseProductionError(search: string): ProductionError | null {
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim() ?? '';
  if (!ERROR_CODE.test(code)) {
    return null;
  }
  return { code: Number(code), args: params.getAll('args[]') };
}

/** A search of the issue tracker for reports of the same error number. */
export function issueSearchUrl(issueTrackerUrl: string, code: number): string {
  const query = new URLSearchParams({ q: `"error #${code}"` });
  return `${issueTrackerUrl.replace(/\/+$/, '')}?${query.toString()}`;
}
