import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { CodeVariant } from '@site/src/lib/preferences';
import type { DemoCodeError, DemoScope } from './compileDemo';
import { readSavedEdits, writeSavedEdits, type DemoEdits, type SaveProblem } from './savedEdits';

/** Loads the demo's sources, which carry the modules it imports (plugins/demos/scopeModule.ts); a stable function. */
export type LoadDemoScope = () => Promise<{ scope: DemoScope }>;

type EditorChunk = typeof import('./editorChunk');

export interface EditorRuntime {
  chunk: EditorChunk;
  scope: DemoScope;
}

export interface LiveEditing {
  /** The code shows as an editor rather than as highlighted text. */
  editorOpen: boolean;
  /** Opens or closes the editor; with `focus` (the reader asked for it), the caret goes into it once it shows. */
  setEditorOpen: (open: boolean, options?: { focus: boolean }) => void;
  /**
   * The editor takes the focus when it shows: it was opened by the reader, not by the page (a shared link, edits
   * brought back from the session), which must not move the focus of a reader who may have gone on meanwhile.
   */
  editorTakesFocus: boolean;
  /** The editor and the demo's scope, once loaded; `failed` when they could not be. */
  runtime: EditorRuntime | null;
  failed: boolean;
  /** The reader's code in each variant they have edited. */
  edits: DemoEdits;
  /** Records the reader's code; `undefined` when it is the original again (undone to the start). */
  edit: (variant: CodeVariant, code: string | undefined) => void;
  /** The edited component the preview runs, for the variant shown; null while it runs the original. */
  preview: { component: ComponentType; key: number } | null;
  /** What stops the shown variant's code from running: a compile error, or an error thrown while rendering. */
  error: DemoCodeError | null;
  reportRenderError: (error: DemoCodeError) => void;
  /** Back to the original code in both variants, stopping what the edited code started; the kept edits go too. */
  reset: () => void;
  /** The edits were kept from an earlier visit of the page in this session and brought back. */
  restored: boolean;
  /** Why the edits cannot be kept for a return to the page, when they cannot. */
  saveProblem: SaveProblem | null;
}

interface CompiledEdit {
  component: ComponentType;
  key: number;
  dispose: () => void;
}

/**
 * A demo's editing state. The editor chunk and the scope load the first time the editor opens; edits are kept per
 * code variant, and the preview always runs the code the reader sees: the edit of the shown variant, or the
 * original when that variant is not edited. The edits are also kept in the session under `storageKey`: when the
 * page opens with some, they come back with the editor open.
 */
export function useLiveEditing(loadScope: LoadDemoScope, variant: CodeVariant, storageKey: string): LiveEditing {
  const [editorOpen, setOpen] = useState(false);
  const [editorTakesFocus, setEditorTakesFocus] = useState(false);
  const setEditorOpen = useCallback((open: boolean, options?: { focus: boolean }) => {
    setOpen(open);
    setEditorTakesFocus(open && (options?.focus ?? false));
  }, []);
  const [runtime, setRuntime] = useState<EditorRuntime | null>(null);
  const [failed, setFailed] = useState(false);
  const [edits, setEdits] = useState<DemoEdits>({});
  const [restored, setRestored] = useState(false);
  const [saveProblem, setSaveProblem] = useState<SaveProblem | null>(null);
  // Per variant: the last edit that compiled (shown while a later one does not) and what stops the latest one.
  const [compiled, setCompiled] = useState<Partial<Record<CodeVariant, CompiledEdit>>>({});
  const [errors, setErrors] = useState<Partial<Record<CodeVariant, DemoCodeError>>>({});
  const nextKey = useRef(0);
  // What the handlers read without waiting for a render: the edits, and the compiled modules whose timers run.
  const editsNow = useRef<DemoEdits>({});
  const running = useRef<Partial<Record<CodeVariant, CompiledEdit>>>({});

  // Read after hydration: the server has no session.
  useEffect(() => {
    const saved = readSavedEdits(storageKey);
    if (saved.TS === undefined && saved.JS === undefined) return;
    editsNow.current = saved;
    /* eslint-disable react-hooks/set-state-in-effect -- the session's edits exist in the browser only */
    setEdits(saved);
    setRestored(true);
    setOpen(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [storageKey]);

  useEffect(() => {
    if (!editorOpen || runtime) return;
    let current = true;
    Promise.all([import(/* webpackChunkName: "demo-editor" */ './editorChunk'), loadScope()]).then(
      ([chunk, { scope }]) => {
        if (!current) return;
        setRuntime({ chunk, scope });
        setFailed(false);
      },
      (loadError: unknown) => {
        console.warn('The demo editor could not be loaded:', loadError);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [editorOpen, runtime, loadScope]);

  const run = useCallback(
    (editedVariant: CodeVariant, code: string) => {
      if (!runtime) return;
      const result = runtime.chunk.compileDemo(code, editedVariant, runtime.scope);
      // The edited demo mounts as a transition, in slices the reader's keys come between: a Data Grid takes most of
      // a second to mount on a slow phone, and a key typed meanwhile would wait for all of it.
      startTransition(() => setErrors((previous) => ({ ...previous, [editedVariant]: result.error })));
      if (!result.component) return;
      running.current[editedVariant]?.dispose();
      nextKey.current += 1;
      const fresh = { component: result.component, key: nextKey.current, dispose: result.dispose };
      running.current = { ...running.current, [editedVariant]: fresh };
      startTransition(() => setCompiled((previous) => ({ ...previous, [editedVariant]: fresh })));
    },
    [runtime],
  );

  // Edits brought back from the session run once the compiler has loaded.
  useEffect(() => {
    for (const [editedVariant, code] of Object.entries(editsNow.current) as [CodeVariant, string | undefined][]) {
      if (code !== undefined && !running.current[editedVariant]) run(editedVariant, code);
    }
  }, [run]);

  useEffect(
    () => () => {
      Object.values(running.current).forEach((edit) => edit.dispose());
      running.current = {};
    },
    [],
  );

  const keep = useCallback(
    (next: DemoEdits) => {
      editsNow.current = next;
      setEdits(next);
      setSaveProblem(writeSavedEdits(storageKey, next));
    },
    [storageKey],
  );

  const edit = useCallback(
    (editedVariant: CodeVariant, code: string | undefined) => {
      keep({ ...editsNow.current, [editedVariant]: code });
      if (code !== undefined) {
        run(editedVariant, code);
        return;
      }
      // Undone to the original: the preview runs the original, and the edited module's timers stop.
      running.current[editedVariant]?.dispose();
      running.current = { ...running.current, [editedVariant]: undefined };
      setCompiled((previous) => ({ ...previous, [editedVariant]: undefined }));
    },
    [keep, run],
  );
  const reportRenderError = useCallback(
    (renderError: DemoCodeError) => setErrors((previous) => ({ ...previous, [variant]: renderError })),
    [variant],
  );
  const reset = useCallback(() => {
    Object.values(running.current).forEach((compiledEdit) => compiledEdit.dispose());
    running.current = {};
    keep({});
    setRestored(false);
    setCompiled({});
    setErrors({});
  }, [keep]);

  const edited = edits[variant] !== undefined;
  return {
    editorOpen,
    setEditorOpen,
    editorTakesFocus,
    runtime,
    failed,
    edits,
    edit,
    preview: (edited && compiled[variant]) || null,
    error: (edited && errors[variant]) || null,
    reportRenderError,
    reset,
    restored,
    saveProblem,
  };
}
