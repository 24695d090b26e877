/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Buttons/CopyButton):
 * the original keeps "Copied" for one second and lets a refused clipboard
 * write go unhandled; the site shows "Copied" for two seconds (SPEC §4) and
 * ignores a failed copy silently (SPEC §8). Neither is an option to wrap.
 * Its labels come from the site's UI dictionary, like every other site control.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { useCopyFeedback } from '@site/src/components/Clipboard/useCopyFeedback';
import { useTranslate } from '@site/src/components/Translations/context';
import styles from './styles.module.css';

/** How long a code block's copy button says "Copied". */
export const CODE_BLOCK_COPIED_MS = 2000;

export default function CopyButton({ className }: Props): ReactNode {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const { copied, copy } = useCopyFeedback(CODE_BLOCK_COPIED_MS);
  const t = useTranslate();
  const label = copied ? t('codeBlock.copied') : t('codeBlock.copy');
  return (
    <Button
      aria-label={label}
      title={label}
      className={clsx(className, styles.copyButton, copied && styles.copied)}
      onClick={() => void copy(code)}
    >
      {label}
    </Button>
  );
}
