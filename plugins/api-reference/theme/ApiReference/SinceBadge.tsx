import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import '@x-docs/ui-messages/apiReference';

/**
 * "Since 8.14": the minor that introduced an API page, prop, slot or CSS class, when after the major's first release.
 * Guide headings get the same badge from `<Since of="…" />` (remarkApiValues), hence the global class.
 */
export default function SinceBadge({ since }: { since: string | undefined }): ReactNode {
  const t = useTranslate();
  if (since === undefined) return null;
  return (
    <span className="since-badge" data-pagefind-ignore>
      {t('apiReference.since', { version: since })}
    </span>
  );
}
