/**
 * Where the code preferences are kept: the `codeVariant` and `codeStyling` cookies, a year on the whole site.
 * Stored values come from outside and may be anything: every parser falls back to the default instead of failing.
 */
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  demoCodeLinkFromHash,
  type CodeStyling,
  type CodeVariant,
} from '@site/src/lib/preferences';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** The cookie values readers' browsers already hold; analytics reports the same names. */
export const CODE_STYLING_COOKIE_VALUES: Record<CodeStyling, string> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

/** One year, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

export function parseCodeVariant(raw: unknown): CodeVariant {
  return raw === 'JS' || raw === 'TS' ? raw : DEFAULT_CODE_VARIANT;
}

export function parseCodeStyling(raw: unknown): CodeStyling {
  const entry = Object.entries(CODE_STYLING_COOKIE_VALUES).find(([, value]) => value === raw);
  return entry ? (entry[0] as CodeStyling) : DEFAULT_CODE_STYLING;
}

/**
 * The variant to show first: a link to one of the page's demos wins over the
 * stored cookie. `isDemoOnPage` keeps links to headings or files that merely
 * end in `.js` from rewriting the reader's choice.
 */
export function initialCodeVariant(hash: string, cookieHeader: string, isDemoOnPage: (demoName: string) => boolean): CodeVariant {
  const link = demoCodeLinkFromHash(hash);
  if (link && isDemoOnPage(link.demoName)) return link.variant;
  return parseCodeVariant(readCookie(cookieHeader, CODE_VARIANT_COOKIE));
}

/** The value of one cookie in a `document.cookie` string, or null when absent or undecodable. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializePreferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE};samesite=lax`;
}
