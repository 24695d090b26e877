import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { CodeVariant } from '@site/src/lib/preferences';
import type { DemoCodeError, DemoScope } from './compileDemo';

/** Loads the demo's sources, which carry the modules it imports (plugins/demos/sourcesModule.ts); a stable function. */
export type LoadDemoScope = () => Promise<{ scope: DemoScope }>;

type EditorChunk = typeof import('./editorChunk');

export interface EditorRuntime {
  chunk: EditorChunk;
  scope: DemoScope;
}

export interface LiveEditing {
  /** The code shows as an editor rather than as highlighted text. */
  editorOpen: boolean;
  setEditorOpen: (open: boolean) => void;
  /** The editor and the demo's scope, once loaded; `failed` when they could not be. */
  runtime: EditorRuntime | null;
  failed: boolean;
  /** The reader's code in each variant they have edited. */
  edits: Partial<Record<CodeVariant, string>>;
  /** Records the reader's code; `undefined` when it is the original again (undone to the start). */
  edit: (variant: CodeVariant, code: string | undefined) => void;
  /** The edited component the preview runs, for the variant shown; null while it runs the original. */
  preview: { component: ComponentType; key: number } | null;
  /** What stops the shown variant's code from running: a compile error, or an error thrown while rendering. */
  error: DemoCodeError | null;
  reportRenderError: (error: DemoCodeError) => void;
  /** Back to the original code in both variants. */
  reset: () => void;
}

/**
 * A demo's editing state. The editor chunk and the scope load the first time the editor opens; edits are kept per
 * code variant, and the preview always runs the code the reader sees: the edit of the shown variant, or the
 * original when that variant is not edited.
 */
export function useLiveEditing(loadScope: LoadDemoScope, variant: CodeVariant): LiveEditing {
  const [editorOpen, setEditorOpen] = useState(false);
  const [runtime, setRuntime] = useState<EditorRuntime | null>(null);
  const [failed, setFailed] = useState(false);
  const [edits, setEdits] = useState<Partial<Record<CodeVariant, string>>>({});
  // Per variant: the last edit that compiled (shown while a later one does not) and what stops the latest one.
  const [compiled, setCompiled] = useState<Partial<Record<CodeVariant, { component: ComponentType; key: number }>>>({});
  const [errors, setErrors] = useState<Partial<Record<CodeVariant, DemoCodeError>>>({});
  const nextKey = useRef(0);

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

  const edit = useCallback(
    (editedVariant: CodeVariant, code: string | undefined) => {
      setEdits((previous) => ({ ...previous, [editedVariant]: code }));
      if (code === undefined || !runtime) return;
      const result = runtime.chunk.compileDemo(code, editedVariant, runtime.scope);
      setErrors((previous) => ({ ...previous, [editedVariant]: result.error }));
      if (result.component) {
        nextKey.current += 1;
        const fresh = { component: result.component, key: nextKey.current };
        setCompiled((previous) => ({ ...previous, [editedVariant]: fresh }));
      }
    },
    [runtime],
  );
  const reportRenderError = useCallback(
    (renderError: DemoCodeError) => setErrors((previous) => ({ ...previous, [variant]: renderError })),
    [variant],
  );
  const reset = useCallback(() => {
    setEdits({});
    setCompiled({});
    setErrors({});
  }, []);

  const edited = edits[variant] !== undefined;
  return {
    editorOpen,
    setEditorOpen,
    runtime,
    failed,
    edits,
    edit,
    preview: (edited && compiled[variant]) || null,
    error: (edited && errors[variant]) || null,
    reportRenderError,
    reset,
  };
}
