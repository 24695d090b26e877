import React, { type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { CodeVariant } from '@site/src/lib/preferences';
import { BoltIcon, CheckIcon, CodeIcon, CopyIcon, LinkIcon, ResetIcon, SandboxIcon } from './icons';
import { useCopyFeedback } from '@site/src/components/Clipboard/useCopyFeedback';
import { useTranslate } from '@site/src/components/Translations/context';
import styles from './styles.module.css';

/** The demo toolbar's Copy button shows "Copied" for 1.2 seconds (SPEC §4). */
export const TOOLBAR_COPIED_MS = 1200;

interface Props {
  name: string;
  codeVariant: CodeVariant;
  onCodeVariantChange: (variant: CodeVariant) => void;
  code: string;
  codeOpen: boolean;
  codeToggleLabel: string;
  onToggleCode: () => void;
  onReset: () => void;
  onOpenCodeSandbox: () => void;
  onOpenStackBlitz: () => void;
}

function analytics(action: string, name: string) {
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': name };
}

/** Arrow keys move between the toolbar's buttons, mirrored in right-to-left. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const forward = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
  if (!forward) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a')];
  const current = buttons.indexOf(document.activeElement as HTMLElement);
  const next = buttons[(current + step + buttons.length) % buttons.length];
  next?.focus();
  event.preventDefault();
}

/**
 * MUI's Tooltip keeps its child's DOM node in state, set from a ref while React commits, so each tooltip renders
 * its child a second time right after the toolbar mounts or hydrates: six buttons with their ripples and icons, in
 * the task that hydrates the page. Here the tooltip's child is a span around the button; the second render stops at
 * the span, because the button element is unchanged. The button keeps its own accessible name; the tooltip
 * describes the span (`describeChild`), which has no role to be named by.
 */
function ToolbarTooltip({ title, children }: { title: string; children: ReactElement }): ReactNode {
  return (
    <Tooltip title={title} describeChild>
      <span className={styles.tooltipTarget}>{children}</span>
    </Tooltip>
  );
}

export default function DemoToolbar(props: Props): ReactNode {
  const { name, codeVariant, code, codeOpen } = props;
  const { copied, copy } = useCopyFeedback(TOOLBAR_COPIED_MS);
  const t = useTranslate();
  const copyLabel = copied ? t('demo.toolbar.copied') : t('demo.toolbar.copy');
  const extension = codeVariant === 'TS' ? 'tsx' : 'js';
  return (
    <div role="toolbar" aria-label={t('demo.toolbar.label')} className={styles.toolbar} onKeyDown={moveFocus}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={codeVariant}
        aria-label={t('demo.toolbar.codeVariant')}
        onChange={(_event, next: CodeVariant | null) => next && props.onCodeVariantChange(next)}
      >
        <ToggleButton value="TS" {...analytics('source-ts', name)}>
          TS
        </ToggleButton>
        <ToggleButton value="JS" {...analytics('source-js', name)}>
          JS
        </ToggleButton>
      </ToggleButtonGroup>
      <span className={styles.toolbarSpacer} />
      <ToolbarTooltip title={props.codeToggleLabel}>
        <IconButton size="small" aria-label={props.codeToggleLabel} aria-expanded={codeOpen} onClick={props.onToggleCode} {...analytics('expand', name)}>
          <CodeIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={copyLabel}>
        <IconButton size="small" aria-label={copyLabel} onClick={() => copy(code)} {...analytics('copy', name)}>
          {copied ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.codeSandbox')}>
        <IconButton size="small" aria-label={t('demo.toolbar.codeSandbox')} onClick={props.onOpenCodeSandbox} {...analytics('codesandbox', name)}>
          <SandboxIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.stackBlitz')}>
        <IconButton size="small" aria-label={t('demo.toolbar.stackBlitz')} onClick={props.onOpenStackBlitz} {...analytics('stackblitz', name)}>
          <BoltIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.reset')}>
        <IconButton size="small" aria-label={t('demo.toolbar.reset')} onClick={props.onReset} {...analytics('reset', name)}>
          <ResetIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.permalink')}>
        <IconButton size="small" aria-label={t('demo.toolbar.permalink')} href={`#${name}.${extension}`} {...analytics('permalink', name)}>
          <LinkIcon />
        </IconButton>
      </ToolbarTooltip>
    </div>
  );
}
