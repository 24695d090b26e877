import React, { useState, type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { CodeVariant } from '@site/src/lib/preferences';
import { BoltIcon, CheckIcon, CodeIcon, CopyIcon, EditIcon, LinkIcon, PromptIcon, ResetIcon, SandboxIcon } from './icons';
import { useCopyFeedback } from '@theme/hooks/useCopyFeedback';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';

/** The demo toolbar's Copy button shows "Copied" for 1.2 seconds. */
export const TOOLBAR_COPIED_MS = 1200;

interface Props {
  name: string;
  codeVariant: CodeVariant;
  onCodeVariantChange: (variant: CodeVariant) => void;
  /** Says that the demo is shown in another code styling than the reader's choice, and why. */
  stylingNote?: string | null;
  /** The whole source in the chosen variant, which may have to load first. */
  loadCode: () => Promise<string>;
  /** The demo's code with the packages it needs, as a prompt for an AI assistant (plugins/demos/demoPrompt.ts). */
  loadPrompt: () => Promise<string>;
  /** Copy failed: the code could not be loaded (`load`) or the browser refused the write (`write`). */
  onCopyFailed: (reason: 'load' | 'write') => void;
  /** The pointer or the focus has reached the toolbar: a good time to load what its buttons need. */
  onPrepare: () => void;
  codeOpen: boolean;
  codeToggleLabel: string;
  onToggleCode: () => void;
  /** The code shows as an editor. */
  editing: boolean;
  onToggleEditing: () => void;
  onReset: () => void;
  onOpenCodeSandbox: () => void;
  onOpenStackBlitz: () => void;
}

function analytics(action: string, name: string) {
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': name };
}

/** The toolbar's controls, in order: TS, JS, code, edit, copy, copy as prompt, CodeSandbox, StackBlitz, reset, permalink. */
const ITEM_COUNT = 10;

function toolbarItems(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>('button, a')];
}

/** Where an arrow key, Home or End moves the focus from `current`; null for other keys. Mirrored in right-to-left. */
function targetIndex(key: string, current: number, rtl: boolean): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return ITEM_COUNT - 1;
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  const step = (key === 'ArrowRight') !== rtl ? 1 : -1;
  return (current + step + ITEM_COUNT) % ITEM_COUNT;
}

/**
 * One Tab stop for the whole toolbar (a roving tabindex): Tab enters on the
 * control used last, the arrow keys, Home and End move inside, Tab again leaves.
 */
function useRovingFocus() {
  const [active, setActive] = useState(0);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = toolbarItems(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = targetIndex(event.key, current < 0 ? active : current, rtl);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    items[next]?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = toolbarItems(event.currentTarget).indexOf(event.target);
    if (index >= 0) setActive(index);
  };
  const tabIndexOf = (index: number) => (index === active ? 0 : -1);
  return { onKeyDown, onFocus, tabIndexOf };
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
  const { name, codeVariant, codeOpen } = props;
  const { copied, failed, copy, fail } = useCopyFeedback(TOOLBAR_COPIED_MS);
  const t = useTranslate();
  const copyLabel = copied ? t('demo.toolbar.copied') : failed ? t('demo.toolbar.copyFailed') : t('demo.toolbar.copy');
  const prompt = useCopyFeedback(TOOLBAR_COPIED_MS);
  const promptLabel = prompt.copied
    ? t('demo.toolbar.promptCopied')
    : prompt.failed
      ? t('demo.toolbar.copyFailed')
      : t('demo.toolbar.copyPrompt');
  const copyCode = () => {
    props.loadCode().then(
      async (code) => {
        if (!(await copy(code))) props.onCopyFailed('write');
      },
      (error: unknown) => {
        console.warn(`The code of the ${name} demo could not be loaded to copy it:`, error);
        fail();
        props.onCopyFailed('load');
      },
    );
  };
  // The prompt's code loads on the click: the write starts at once, with the prompt to come (Safari's rule).
  const copyPrompt = () => {
    void prompt.copyWhenReady(props.loadPrompt()).then((outcome) => {
      if (outcome !== 'copied') props.onCopyFailed(outcome);
    });
  };
  const extension = codeVariant === 'TS' ? 'tsx' : 'js';
  const { onKeyDown, onFocus, tabIndexOf } = useRovingFocus();
  return (
    <div
      role="toolbar"
      aria-label={t('demo.toolbar.label')}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        onFocus(event);
        props.onPrepare();
      }}
      onPointerEnter={props.onPrepare}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={codeVariant}
        aria-label={t('demo.toolbar.codeVariant')}
        onChange={(_event, next: CodeVariant | null) => next && props.onCodeVariantChange(next)}
      >
        <ToggleButton value="TS" tabIndex={tabIndexOf(0)} {...analytics('source-ts', name)}>
          TS
        </ToggleButton>
        <ToggleButton value="JS" tabIndex={tabIndexOf(1)} {...analytics('source-js', name)}>
          JS
        </ToggleButton>
      </ToggleButtonGroup>
      {props.stylingNote && (
        <span className={styles.stylingNote} data-demo-styling-note>
          {props.stylingNote}
        </span>
      )}
      <span className={styles.toolbarSpacer} />
      <ToolbarTooltip title={props.codeToggleLabel}>
        <IconButton
          size="small"
          tabIndex={tabIndexOf(2)}
          aria-label={props.codeToggleLabel}
          aria-expanded={codeOpen}
          onClick={props.onToggleCode}
          {...analytics('expand', name)}
        >
          <CodeIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.edit')}>
        <IconButton
          data-demo-edit
          size="small"
          tabIndex={tabIndexOf(3)}
          aria-label={t('demo.toolbar.edit')}
          aria-pressed={props.editing}
          color={props.editing ? 'primary' : 'default'}
          onClick={props.onToggleEditing}
          {...analytics('edit', name)}
        >
          <EditIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={copyLabel}>
        <IconButton size="small" tabIndex={tabIndexOf(4)} aria-label={copyLabel} onClick={copyCode} {...analytics('copy', name)}>
          {copied ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={promptLabel}>
        <IconButton size="small" tabIndex={tabIndexOf(5)} aria-label={promptLabel} onClick={copyPrompt} {...analytics('copy-prompt', name)}>
          {prompt.copied ? <CheckIcon /> : <PromptIcon />}
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.codeSandbox')}>
        <IconButton
          size="small"
          tabIndex={tabIndexOf(6)}
          aria-label={t('demo.toolbar.codeSandbox')}
          onClick={props.onOpenCodeSandbox}
          {...analytics('codesandbox', name)}
        >
          <SandboxIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.stackBlitz')}>
        <IconButton
          size="small"
          tabIndex={tabIndexOf(7)}
          aria-label={t('demo.toolbar.stackBlitz')}
          onClick={props.onOpenStackBlitz}
          {...analytics('stackblitz', name)}
        >
          <BoltIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.reset')}>
        <IconButton
          size="small"
          tabIndex={tabIndexOf(8)}
          aria-label={t('demo.toolbar.reset')}
          onClick={props.onReset}
          {...analytics('reset', name)}
        >
          <ResetIcon />
        </IconButton>
      </ToolbarTooltip>
      <ToolbarTooltip title={t('demo.toolbar.permalink')}>
        <IconButton
          size="small"
          tabIndex={tabIndexOf(9)}
          aria-label={t('demo.toolbar.permalink')}
          href={`#${name}.${extension}`}
          {...analytics('permalink', name)}
        >
          <LinkIcon />
        </IconButton>
      </ToolbarTooltip>
    </div>
  );
}
