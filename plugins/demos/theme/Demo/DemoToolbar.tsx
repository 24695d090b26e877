import React, { memo, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useEventCallback } from '@mui/material/utils';
import { WithoutRipple } from '@theme/MuiScope';
import TooltipPopperOnceOpen from './TooltipPopperOnceOpen';
import type { CodeVariant } from '@site/src/lib/preferences';
import { BoltIcon, CheckIcon, CodeIcon, CopyIcon, EditIcon, LinkIcon, PromptIcon, ResetIcon, SandboxIcon, ShareIcon } from './icons';
import { useCopyFeedback, type CopyFeedback } from '@theme/hooks/useCopyFeedback';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/demo';

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
  /**
   * The page's address with the shown edit in its fragment, made on the click; absent while the shown code is not
   * edited (no "Copy link" then). It rejects when no link can be made, and says why itself.
   */
  loadSharedLink?: () => Promise<string>;
  /** Copy link failed: the link could not be made (`load`) or the browser refused the write (`write`). */
  onCopyLinkFailed?: (reason: 'load' | 'write') => void;
  onOpenCodeSandbox: () => void;
  onOpenStackBlitz: () => void;
}

function analytics(action: string, name: string) {
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': name };
}

function toolbarItems(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>('button, a')];
}

/** Where an arrow key, Home or End moves the focus among `count` controls; null for other keys. Mirrored in right-to-left. */
function targetIndex(key: string, current: number, count: number, rtl: boolean): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  const step = (key === 'ArrowRight') !== rtl ? 1 : -1;
  return (current + step + count) % count;
}

/**
 * One Tab stop for the whole toolbar (a roving tabindex): Tab enters on the
 * control used last, the arrow keys, Home and End move inside, Tab again leaves.
 */
function useRovingFocus(itemCount: number) {
  const [chosen, setActive] = useState(0);
  // Copy link goes once the edit is reset: a Tab stop past the controls left moves back onto the last one.
  const active = Math.min(chosen, itemCount - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = toolbarItems(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = targetIndex(event.key, current < 0 ? active : current, items.length, rtl);
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
 * its child a second time right after the toolbar mounts or hydrates: every button with its icon, in
 * the task that hydrates the page. Here the tooltip's child is a span around the button; the second render stops at
 * the span, because the button element is unchanged, and its popper is drawn only once it first opens
 * (`TooltipPopperOnceOpen`). The button keeps its own accessible name; the tooltip describes the span
 * (`describeChild`), which has no role to be named by.
 */
function ToolbarTooltip({ title, children }: { title: string; children: ReactElement }): ReactNode {
  return (
    <Tooltip title={title} describeChild slots={{ popper: TooltipPopperOnceOpen }}>
      <span className={styles.tooltipTarget}>{children}</span>
    </Tooltip>
  );
}

/**
 * An icon button of the toolbar: its label is both its accessible name and its tooltip; `event` is the action of its
 * analytics event. Its props are strings, flags, an icon component and a stable click handler, so it renders again
 * only when what it shows changes: a focus moving in the toolbar, or a press that opens the editor, renders the
 * buttons it changes, not all of them with their tooltips.
 */
const ToolbarButton = memo(function ToolbarButton({
  label,
  event,
  demo,
  icon: Icon,
  ...buttonProps
}: { label: string; event: string; demo: string; icon: ComponentType } & Omit<IconButtonProps, 'aria-label' | 'size' | 'children'> & {
    href?: string;
  }): ReactNode {
  return (
    <ToolbarTooltip title={label}>
      <IconButton size="small" aria-label={label} {...analytics(event, demo)} {...buttonProps}>
        <Icon />
      </IconButton>
    </ToolbarTooltip>
  );
});

/**
 * The TS and JS switch. Like `ToolbarButton`, it is memoised on props that change only with what it shows, so a focus
 * moving among the icon buttons leaves it alone.
 */
const CodeVariantGroup = memo(function CodeVariantGroup({
  label,
  value,
  onChange,
  demo,
  tsTabIndex,
  jsTabIndex,
}: {
  label: string;
  value: CodeVariant;
  onChange: (next: CodeVariant) => void;
  demo: string;
  tsTabIndex: number;
  jsTabIndex: number;
}): ReactNode {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      onChange={(_event, next: CodeVariant | null) => next && onChange(next)}
    >
      <ToggleButton value="TS" tabIndex={tsTabIndex} {...analytics('source-ts', demo)}>
        TS
      </ToggleButton>
      <ToggleButton value="JS" tabIndex={jsTabIndex} {...analytics('source-js', demo)}>
        JS
      </ToggleButton>
    </ToggleButtonGroup>
  );
});

export default function DemoToolbar(props: Props): ReactNode {
  const { name, codeVariant, codeOpen } = props;
  const { copied, failed, copy, fail } = useCopyFeedback(TOOLBAR_COPIED_MS);
  const t = useTranslate();
  // A copy button's label says what it copies, then whether the last copy worked.
  const labelOf = (feedback: Pick<CopyFeedback, 'copied' | 'failed'>, idle: TranslationKey, done: TranslationKey) =>
    t(feedback.copied ? done : feedback.failed ? 'demo.toolbar.copyFailed' : idle);
  const copyLabel = labelOf({ copied, failed }, 'demo.toolbar.copy', 'demo.toolbar.copied');
  const prompt = useCopyFeedback(TOOLBAR_COPIED_MS);
  const promptLabel = labelOf(prompt, 'demo.toolbar.copyPrompt', 'demo.toolbar.promptCopied');
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
  const sharedLink = useCopyFeedback(TOOLBAR_COPIED_MS);
  const sharedLinkLabel = labelOf(sharedLink, 'demo.toolbar.copyLink', 'demo.toolbar.linkCopied');
  const { loadSharedLink } = props;
  // Made on the click, with the encoder it may have to load first: the write starts at once (Safari's rule).
  const copySharedLink = () => {
    if (!loadSharedLink) return;
    void sharedLink.copyWhenReady(loadSharedLink()).then((outcome) => {
      if (outcome !== 'copied') props.onCopyLinkFailed?.(outcome);
    });
  };
  // The buttons' click handlers keep their identity from render to render, calling the latest props.
  const onToggleCode = useEventCallback(props.onToggleCode);
  const onToggleEditing = useEventCallback(props.onToggleEditing);
  const onCopyCode = useEventCallback(copyCode);
  const onCopyPrompt = useEventCallback(copyPrompt);
  const onCopySharedLink = useEventCallback(copySharedLink);
  const onOpenCodeSandbox = useEventCallback(props.onOpenCodeSandbox);
  const onOpenStackBlitz = useEventCallback(props.onOpenStackBlitz);
  const onReset = useEventCallback(props.onReset);
  const onCodeVariantChange = useEventCallback(props.onCodeVariantChange);
  const extension = codeVariant === 'TS' ? 'tsx' : 'js';
  // The controls' places in the roving focus, in order: Copy link comes and goes beside Reset.
  const permalinkIndex = loadSharedLink ? 10 : 9;
  const { onKeyDown, onFocus, tabIndexOf } = useRovingFocus(permalinkIndex + 1);
  return (
    // The site's own controls, inside the demo's scope: no ripples.
    <WithoutRipple>
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
        <CodeVariantGroup
          label={t('demo.toolbar.codeVariant')}
          value={codeVariant}
          onChange={onCodeVariantChange}
          demo={name}
          tsTabIndex={tabIndexOf(0)}
          jsTabIndex={tabIndexOf(1)}
        />
        {props.stylingNote && (
          <span className={styles.stylingNote} data-demo-styling-note>
            {props.stylingNote}
          </span>
        )}
        <span className={styles.toolbarSpacer} />
        <ToolbarButton
          label={props.codeToggleLabel}
          event="expand"
          demo={name}
          icon={CodeIcon}
          tabIndex={tabIndexOf(2)}
          aria-expanded={codeOpen}
          onClick={onToggleCode}
        />
        <ToolbarButton
          label={t('demo.toolbar.edit')}
          event="edit"
          demo={name}
          icon={EditIcon}
          tabIndex={tabIndexOf(3)}
          data-demo-edit
          aria-pressed={props.editing}
          color={props.editing ? 'primary' : 'default'}
          onClick={onToggleEditing}
        />
        <ToolbarButton
          label={copyLabel}
          event="copy"
          demo={name}
          icon={copied ? CheckIcon : CopyIcon}
          tabIndex={tabIndexOf(4)}
          onClick={onCopyCode}
        />
        <ToolbarButton
          label={promptLabel}
          event="copy-prompt"
          demo={name}
          icon={prompt.copied ? CheckIcon : PromptIcon}
          tabIndex={tabIndexOf(5)}
          onClick={onCopyPrompt}
        />
        <ToolbarButton
          label={t('demo.toolbar.codeSandbox')}
          event="codesandbox"
          demo={name}
          icon={SandboxIcon}
          tabIndex={tabIndexOf(6)}
          onClick={onOpenCodeSandbox}
        />
        <ToolbarButton
          label={t('demo.toolbar.stackBlitz')}
          event="stackblitz"
          demo={name}
          icon={BoltIcon}
          tabIndex={tabIndexOf(7)}
          onClick={onOpenStackBlitz}
        />
        <ToolbarButton
          label={t('demo.toolbar.reset')}
          event="reset"
          demo={name}
          icon={ResetIcon}
          tabIndex={tabIndexOf(8)}
          onClick={onReset}
        />
        {loadSharedLink && (
          <ToolbarButton
            label={sharedLinkLabel}
            event="copy-link"
            demo={name}
            icon={sharedLink.copied ? CheckIcon : ShareIcon}
            tabIndex={tabIndexOf(9)}
            onClick={onCopySharedLink}
          />
        )}
        <ToolbarButton
          label={t('demo.toolbar.permalink')}
          event="permalink"
          demo={name}
          icon={LinkIcon}
          tabIndex={tabIndexOf(permalinkIndex)}
          href={`#${name}.${extension}`}
        />
      </div>
    </WithoutRipple>
  );
}
