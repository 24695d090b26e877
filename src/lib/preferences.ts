/**
 * Readers' stored preferences: the code variant and code styling in cookies.
 * Stored values come from outside and may be anything: every parser falls back
 * to the default instead of failing. The colour mode is Docusaurus's
 * (`useColorMode`), stored and synced across tabs by Docusaurus itself.
 */
import { decodeFragment } from './routing';

/** The colour modes the Settings drawer offers: `system` is Docusaurus's `null` choice (follow the OS). */
export type ModePreference = 'light' | 'dark' | 'system';

export type CodeVariant = 'TS' | 'JS';
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export type CodeStyling = 'system' | 'tailwind' | 'css';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';
/** The cookie values readers' browsers already hold. */
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

/** A link to a demo's code: `#Name.js` asks for JavaScript, `#Name.tsx` for TypeScript. */
export interface DemoCodeLink {
  demoName: string;
  variant: CodeVariant;
}

/** The demo and variant a hash names, or null for any other hash (it may still name a heading). */
export function demoCodeLinkFromHash(hash: string): DemoCodeLink | null {
  const match = /^#?(.+)\.(js|tsx)$/.exec(decodeFragment(hash));
  if (!match?.[1]) return null;
  return { demoName: match[1], variant: match[2] === 'js' ? 'JS' : 'TS' };
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
