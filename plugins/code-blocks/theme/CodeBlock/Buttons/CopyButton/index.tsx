/**
 * Replaces theme-classic's CodeBlock/Buttons/CopyButton (Docusaurus 3.10.2)
 * with the site's own button; nothing of the original's code is kept. The
 * original shows icons, says "Copied" for one second and lets a refused
 * clipboard write go unhandled, and none of that can be changed by wrapping
 * it. This one is a text button labelled from the site's UI dictionary, like
 * every other site control, that says "Copied" for two seconds, or
 * "Copy failed" when the browser refuses the write, through the site's
 * clipboard hook. Ctrl+C over the block presses it (`hoveredCode.ts`).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { useCopyFeedback } from '../../../hooks/useCopyFeedback';
import { useTranslate } from '@theme/Translations';
import { COPY_BUTTON_ATTRIBUTE } from '../../../../hoveredCode';
import styles from './styles.module.css';
import '@x-docs/ui-messages/codeBlock';

/** How long a code block's copy button says "Copied". */
export const CODE_BLOCK_COPIED_MS = 2000;

export default function CopyButton({ className }: Props): ReactNode {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const { copied, failed, copy } = useCopyFeedback(CODE_BLOCK_COPIED_MS);
  const t = useTranslate();
  const label = copied ? t('codeBlock.copied') : failed ? t('codeBlock.copyFailed') : t('codeBlock.copy');
  return (
    <Button
      {...{ [COPY_BUTTON_ATTRIBUTE]: true }}
      aria-label={label}
      title={label}
      className={clsx(className, styles.copyButton, copied && styles.copied, failed && styles.failed)}
      onClick={() => void copy(code)}
    >
      {label}
    </Button>
  );
}
