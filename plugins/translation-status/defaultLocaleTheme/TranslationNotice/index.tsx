import type { ReactNode } from 'react';

/**
 * `@theme/TranslationNotice` in the default locale, where every page is the original and there is no status to show:
 * nothing, so that the English pages do not carry the notice's code (theme/TranslationNotice is the real one).
 */
export default function TranslationNotice(): ReactNode {
  return null;
}
