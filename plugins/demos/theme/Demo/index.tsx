import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';
import { useSiteSettings } from '@theme/SiteSettings';
import { demoCodeLinkFromHash } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import ClientOnlyDemo from './ClientOnlyDemo';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar from './DemoToolbar';
import { useDemoSources, type LoadDemoSources } from './useDemoSources';
import LiveCode from './live/LiveCode';
import { useLiveEditing } from './live/useLiveEditing';
import { savedEditsKey } from './live/savedEdits';
import { UNSAVED_WORK_ATTRIBUTE } from '../../unsavedWork';
import './license';
import styles from './styles.module.css';

export interface DemoProps {
  /** Filled in by plugins/demos from `<Demo src="..." />`. */
  component: ComponentType;
  name: string;
  tsPreview: string | null;
  jsPreview: string | null;
  /** Loads the whole sources (both variants, the local files and the modules they import), which the page's chunk does not carry. */
  loadSources: LoadDemoSources;
  /** Render only in the browser (components that cannot render on the server), keeping `minHeight` reserved. */
  clientOnly?: boolean;
  minHeight?: number;
  hideToolbar?: boolean;
  /** `outlined` (default): a framed surface; `inline`: no frame; `playground`: a tinted surface. */
  bg?: 'outlined' | 'inline' | 'playground';
}

const SANDBOX_NAMES = { codesandbox: 'CodeSandbox', stackblitz: 'StackBlitz' } as const;

/** A live demo: the real component, its toolbar, and its source in TypeScript or JavaScript. */
export default function Demo(props: DemoProps): ReactNode {
  const { component: DemoComponent, name, clientOnly = false, minHeight, hideToolbar = false, bg = 'outlined' } = props;
  const { codeVariant, setCodeVariant } = useSiteSettings();
  const [resetKey, setResetKey] = useState(0);
  const [expanded, setExpanded] = useState(false);

  const { sources, failed: sourcesFailed, load: loadSources } = useDemoSources(props.loadSources);
  const { pathname } = useLocation();
  const editing = useLiveEditing(loadSources, codeVariant, savedEditsKey(pathname, name));
  // The edited preview and its error message come with the editor's chunk, loaded when the reader starts editing.
  const editorChunk = editing.runtime?.chunk;
  // The code a reader copies or opens in a sandbox: their edit once they have made one.
  const sourceIn = (loaded: { tsSource: string; jsSource: string }) =>
    editing.edits[codeVariant] ?? (codeVariant === 'JS' ? loaded.jsSource : loaded.tsSource);
  const preview = codeVariant === 'JS' ? props.jsPreview : props.tsPreview;
  // Open code shows the whole file once loaded, and the preview until then.
  // An edited variant has no excerpt: the excerpt is of the original, which the preview no longer runs.
  const shownCode = expanded ? (sources ? sourceIn(sources) : preview) : editing.edits[codeVariant] === undefined ? preview : null;
  const t = useTranslate();
  const codeToggleLabel = preview
    ? t(expanded ? 'demo.code.collapse' : 'demo.code.expand')
    : t(expanded ? 'demo.code.hide' : 'demo.code.show');

  // A link to #Name.js or #Name.tsx opens this demo's code in that variant.
  useEffect(() => {
    if (demoCodeLinkFromHash(window.location.hash)?.demoName === name) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the hash is read after hydration: the server has none
      setExpanded(true);
      document.getElementById(name)?.scrollIntoView();
    }
  }, [name]);

  useEffect(() => {
    if (expanded) loadSources().catch(() => undefined);
  }, [expanded, loadSources]);

  // Edits kept from earlier in the session come back in the open editor.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the session's edits are read after hydration
    if (editing.restored) setExpanded(true);
  }, [editing.restored]);

  const reset = () => {
    editing.reset();
    setResetKey((key) => key + 1);
  };
  const toggleEditing = () => {
    const open = !editing.editorOpen;
    editing.setEditorOpen(open);
    if (open) setExpanded(true);
  };
  const [sandboxFailure, setSandboxFailure] = useState<string | null>(null);
  const [copyFailure, setCopyFailure] = useState<'load' | 'write' | null>(null);
  const hasEdits = editing.edits.TS !== undefined || editing.edits.JS !== undefined;
  // The project generator and its compressor load on the first click: readers who never open a sandbox never pay for them.
  const openInSandbox = (service: 'codesandbox' | 'stackblitz') => {
    setSandboxFailure(null);
    Promise.all([loadSources(), import(/* webpackChunkName: "lazy-sandbox" */ './openInSandbox')])
      .then(([loaded, { openDemoInSandbox }]) =>
        openDemoInSandbox(service, { name, codeVariant, source: sourceIn(loaded), localFiles: loaded.localFiles }),
      )
      .catch((error: unknown) => {
        console.warn(`Opening the ${name} demo in ${SANDBOX_NAMES[service]} failed:`, error);
        setSandboxFailure(t('demo.sandbox.failed', { service: SANDBOX_NAMES[service] }));
      });
  };
  const live = (
    <DemoErrorBoundary key={resetKey} name={name} onReset={reset}>
      {editing.preview && editorChunk ? (
        <editorChunk.EditedDemoPreview
          key={editing.preview.key}
          component={editing.preview.component}
          onError={editing.reportRenderError}
        />
      ) : (
        <DemoComponent />
      )}
    </DemoErrorBoundary>
  );

  return (
    <div id={name} data-demo className={styles.demo} {...(hasEdits ? { [UNSAVED_WORK_ATTRIBUTE]: true } : {})}>
      <div className={clsx('demo-frame', styles.frame, styles[bg])} style={{ minHeight }}>
        {clientOnly ? <ClientOnlyDemo>{live}</ClientOnlyDemo> : live}
      </div>
      {editing.error && editorChunk && <editorChunk.CodeErrorMessage error={editing.error} />}
      {!hideToolbar && (
        <DemoToolbar
          name={name}
          codeVariant={codeVariant}
          onCodeVariantChange={setCodeVariant}
          loadCode={() => {
            setCopyFailure(null);
            return loadSources().then(sourceIn);
          }}
          onCopyFailed={setCopyFailure}
          onPrepare={() => void loadSources().catch(() => undefined)}
          codeOpen={expanded}
          editing={editing.editorOpen}
          onToggleEditing={toggleEditing}
          codeToggleLabel={codeToggleLabel}
          onToggleCode={() => setExpanded((open) => !open)}
          onReset={reset}
          onOpenCodeSandbox={() => openInSandbox('codesandbox')}
          onOpenStackBlitz={() => openInSandbox('stackblitz')}
        />
      )}
      {copyFailure && (
        <p role="alert" className={styles.failure}>
          {t(copyFailure === 'load' ? 'demo.copy.outdated' : 'demo.copy.refused')}{' '}
          {copyFailure === 'load' && (
            <button type="button" className={styles.inlineAction} onClick={() => window.location.reload()}>
              {t('lazyPart.reload')}
            </button>
          )}
        </p>
      )}
      {editing.restored && hasEdits && (
        <p role="status" className={styles.restored}>
          {t('demo.edit.restored')}{' '}
          <button type="button" className={styles.inlineAction} onClick={reset}>
            {t('demo.edit.discard')}
          </button>
        </p>
      )}
      {editing.saveProblem && hasEdits && (
        <p role="alert" className={styles.failure}>
          {t(editing.saveProblem === 'quota' ? 'demo.edit.saveQuota' : 'demo.edit.saveUnavailable')}
        </p>
      )}
      {sandboxFailure && (
        <p role="alert" className={styles.failure}>
          {sandboxFailure}
        </p>
      )}
      {!hideToolbar && expanded && sourcesFailed && (
        <p role="alert" className={styles.failure}>
          {t('demo.code.failed')}
        </p>
      )}
      {!hideToolbar && expanded && !shownCode && !sourcesFailed && (
        <p role="status" className={styles.codeLoading}>
          {t('demo.code.loading')}
        </p>
      )}
      {!hideToolbar && expanded && editing.editorOpen && sources ? (
        <LiveCode
          name={name}
          codeVariant={codeVariant}
          editing={editing}
          originalCode={codeVariant === 'JS' ? sources.jsSource : sources.tsSource}
          onLeave={() => document.getElementById(name)?.querySelector<HTMLElement>('[data-demo-edit]')?.focus()}
        />
      ) : (
        !hideToolbar &&
        shownCode && (
          <div className={styles.code} data-demo-code={name}>
            <CodeBlock language={codeVariant === 'JS' ? 'jsx' : 'tsx'}>{shownCode}</CodeBlock>
          </div>
        )
      )}
    </div>
  );
}
