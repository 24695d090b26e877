/**
 * The code preferences as the demos and the settings both speak of them: the code variant and code styling a reader
 * picks, and the link to one demo's code that a URL hash can be. Where they are kept is src/settings's business
 * (`state/codePreferenceCookies.ts`).
 */
import { decodeFragment } from './routing';

export type CodeVariant = 'TS' | 'JS';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export type CodeStyling = 'system' | 'tailwind' | 'css';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

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
