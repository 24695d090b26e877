/**
 * How a page's hash is told apart as a link to a shared edit, without decoding it (the decoder loads on demand).
 * A shared edit's fragment is `#shared-edit=<version>&demo=<Name>&variant=ts|js&styling=system|tailwind|css&code=…`:
 * its `=` and `&` never appear in a heading's anchor or a demo's (`#Name`, `#Name.js`), and its code, in base64url,
 * has no dot, so it never ends like a link to a demo's code variant (`#Name.tsx`).
 */

/** The start of every shared edit's fragment, before its version. */
export const SHARED_EDIT_KEY = 'shared-edit';

/** The longest fragment made or read, in characters: a 1 MB fragment is refused before anything is decoded. */
export const SHARED_EDIT_MAX_FRAGMENT = 32_000;

/** The longest code shared, in characters (as much as the demo editor holds). */
export const SHARED_CODE_MAX_CHARS = 100_000;

/** The demo a hash offers a shared edit to: `demoName` is null when the hash is a shared edit that names none. */
export interface SharedEditTarget {
  demoName: string | null;
}

/** The fragment of a hash, without its `#`. */
export function fragmentOf(hash: string): string {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

/** Null for any hash that is not a shared edit (a heading, a demo, a link to a demo's code variant). */
export function sharedEditTarget(hash: string): SharedEditTarget | null {
  const fragment = fragmentOf(hash);
  if (!fragment.startsWith(`${SHARED_EDIT_KEY}=`)) return null;
  return { demoName: new URLSearchParams(fragment).get('demo') || null };
}
