import React, { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Editor } from 'react-live';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useTranslate } from '@theme/Translations';
import styles from '../styles.module.css';
import { firstDifference, placeCaret } from './caret';
import '@x-docs/ui-messages/demo';

/** The demo follows the code this long after the reader stops typing. */
export const EDIT_DEBOUNCE_MS = 300;

/**
 * The most code the editor takes, in characters (the largest demo is under 10 000): the editor highlights all of its
 * text on every keystroke, so a paste of a megabyte would leave typing seconds behind.
 */
export const EDITOR_MAX_CHARS = 100_000;

interface Props {
  code: string;
  language: 'tsx' | 'jsx';
  label: string;
  /** The edited code, once the reader pauses or leaves the editor. */
  onChange: (code: string) => void;
  /** Escape: the reader leaves the editor (Tab moves the focus on as anywhere else: it does not indent). */
  onEscape: () => void;
  /** The code can be read and selected, not changed (code from a link, until the reader runs it). */
  readOnly?: boolean;
  /** The reader opened the editor: once it shows, it takes the focus with the caret at the start. */
  takesFocus?: boolean;
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
function historyStep(event: KeyboardEvent): -1 | 1 | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 1 : -1;
  return key === 'y' && event.ctrlKey ? 1 : null;
}

/**
 * The demo's code, editable: react-live's editor (an editable, highlighted `pre`), with the site's code colours and
 * the name and role a screen reader needs. The editor keeps what is typed in its own state and tells the demo after
 * a pause: a keystroke re-renders the editor alone. Undo and redo step through those pauses, one typed stretch at a
 * time (the editor's own history records single keystrokes unevenly).
 *
 * The editor is never handed back the code it produced: react-live's editor copies its `code` prop into its state
 * whenever the prop changes, so feeding it the code of the last pause would drop every key typed while the demo
 * re-rendered from that pause (on a slow phone, a few letters of a word). It gets code only when the code is set
 * for it (Reset, another variant, undo, redo), as a new editor with the caret where the text changed.
 */
export default function DemoCodeEditor({
  code,
  language,
  label,
  onChange,
  onEscape,
  readOnly = false,
  takesFocus = false,
}: Props): ReactNode {
  const t = useTranslate();
  const wrapper = useRef<HTMLDivElement>(null);
  const [pasteRefused, setPasteRefused] = useState(false);
  const theme = usePrismTheme();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; code: string } | null>(null);
  const callbacks = useRef({ onChange, onEscape });
  // The code at each pause, and where undo and redo stand in it.
  const history = useRef({ entries: [code], at: 0 });
  // The code the editor starts from, and a new revision each time it is set for the editor.
  const [shown, setShown] = useState({ code, revision: 0 });
  const show = useCallback((next: string) => {
    setShown((previous) => ({ code: next, revision: previous.revision + 1 }));
  }, []);
  // react-live's editor (use-editable) sets itself up again on its second render, which drops the focus: that render
  // is made at once, before anything is typed, and the editor is focused after it.
  const [settledRevision, setSettledRevision] = useState(-1);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point, before paint
  useLayoutEffect(() => setSettledRevision(shown.revision), [shown.revision]);
  const settled = settledRevision === shown.revision;
  // Where the caret goes once the editor has settled: at the start when it opens, where the code changed after undo
  // or redo; nowhere (the focus stays where it is) after Reset or another variant, or when it opens read-only or
  // was opened by the page rather than the reader.
  const caretOnceSettled = useRef<number | null>(readOnly || !takesFocus ? null : 0);
  useEffect(() => {
    callbacks.current = { onChange, onEscape };
  });

  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const edited = pending.current.code;
    pending.current = null;
    const { entries, at } = history.current;
    history.current = { entries: [...entries.slice(0, at + 1), edited], at: at + 1 };
    callbacks.current.onChange(edited);
  }, []);
  const schedule = useCallback(
    (edited: string) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { code: edited, timer: setTimeout(flush, EDIT_DEBOUNCE_MS) };
    },
    [flush],
  );
  // The code changed from outside (Reset, another variant): an edit still waiting is dropped, the history restarts.
  useEffect(() => {
    const { entries, at } = history.current;
    if (entries[at] === code) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    history.current = { entries: [code], at: 0 };
    show(code);
  }, [code, show]);

  useEffect(() => {
    const editable = wrapper.current?.querySelector('pre');
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-label', label);
    editable?.setAttribute('aria-readonly', String(readOnly));
  }, [label, readOnly, shown.revision]);
  useEffect(() => {
    const editable = wrapper.current?.querySelector('pre');
    if (!settled || caretOnceSettled.current === null || !editable) return;
    placeCaret(editable, caretOnceSettled.current);
    caretOnceSettled.current = null;
  }, [settled]);
  // Leaving the editor (Escape, or the focus moving on) hands over what is typed.
  useEffect(() => {
    const element = wrapper.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        flush();
        callbacks.current.onEscape();
        return;
      }
      const step = historyStep(event);
      if (step === null) return;
      // Handled here, before the editor's own listener on the window, which skips a prevented event.
      event.preventDefault();
      flush();
      const { entries, at } = history.current;
      const target = at + step;
      if (target < 0 || target >= entries.length) return;
      history.current = { entries, at: target };
      caretOnceSettled.current = firstDifference(entries[at] as string, entries[target] as string);
      show(entries[target] as string);
      callbacks.current.onChange(entries[target] as string);
    };
    // Caught on the way down, before the editor's own paste handler on the editable element.
    const onPaste = (event: ClipboardEvent) => {
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      const current = element?.querySelector('pre')?.textContent?.length ?? 0;
      const tooLong = current + pasted.length > EDITOR_MAX_CHARS;
      setPasteRefused(tooLong);
      if (!tooLong) return;
      event.preventDefault();
      event.stopPropagation();
    };
    element?.addEventListener('keydown', onKeyDown);
    element?.addEventListener('focusout', flush);
    element?.addEventListener('paste', onPaste, true);
    // A reload or a link followed mid-pause: what was typed is handed over, and kept, before the page goes.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      element?.removeEventListener('keydown', onKeyDown);
      element?.removeEventListener('focusout', flush);
      element?.removeEventListener('paste', onPaste, true);
      flush();
    };
  }, [flush, show]);

  // The editor renders for its own keystrokes only, never because the demo did: on each render it puts the caret back
  // where its last keystroke left it, so a render between a key and its release would move the caret back a letter.
  const editor = useMemo(
    () => (
      <Editor
        key={shown.revision}
        code={shown.code}
        language={language}
        theme={theme}
        tabMode="focus"
        disabled={readOnly}
        onChange={schedule}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `settled` renders it a second time, at once
    [shown, language, theme, schedule, settled, readOnly],
  );

  return (
    <>
      <div ref={wrapper} className={styles.editor} dir="ltr">
        {editor}
      </div>
      {pasteRefused && (
        <p role="alert" className={styles.failure}>
          {t('demo.edit.pasteTooLong', { size: String(EDITOR_MAX_CHARS) })}
        </p>
      )}
    </>
  );
}
