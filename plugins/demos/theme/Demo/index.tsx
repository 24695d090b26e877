import React, {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import { documentPaletteMode, useCodePreferences, useStoredReaderTheme, type ReaderThemeFile } from '@theme/SiteSettings';
import { demoCodeLinkFromHash, type CodeStyling } from '@site/src/lib/preferences';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import ClientOnlyDemo from './ClientOnlyDemo';
import DemoErrorBoundary from './DemoErrorBoundary';
import DemoToolbar from './DemoToolbar';
import DemoPlanBadge, { type DemoPlan } from './DemoPlanBadge';
import { useDemoSources, type LoadDemoSources } from './useDemoSources';
import LiveCode from './live/LiveCode';
import { useLiveEditing } from './live/useLiveEditing';
import { savedEditsKey } from './live/savedEdits';
import SharingMessages from './share/SharingMessages';
import { useDemoSharing } from './share/useDemoSharing';
import { useSharedEditLink, type SharedEditLink } from './share/useSharedEditLink';
import { usePagePathname } from './pageAddress';
import ReaderThemeChip from './readerTheme/ReaderThemeChip';
import ReaderThemedPreview from './readerTheme/ReaderThemedPreview';
import { codeWithThemeFile } from './readerTheme/readerThemeFiles';
import { setReaderThemePaused, useReaderThemePaused } from './readerTheme/readerThemePause';
import { readerThemeChunk } from './readerTheme/useReaderThemeChunk';
import { useUnsavedWork } from '@site/plugins/offline/unsavedWork';
import './license';
import styles from './styles.module.css';
import { withMuiScope } from '@theme/MuiScope';
import '@x-docs/ui-messages/demo';
import '@x-docs/ui-messages/lazyPart';
import '@x-docs/ui-messages/settings';

/** One way of styling the demo: its running component, its previews and its sources. */
export interface DemoStylingVariant {
  component: ComponentType;
  tsPreview: string | null;
  jsPreview: string | null;
  /** Loads the whole sources (both variants, the local files and the modules they import), which the page's chunk does not carry. */
  loadSources: LoadDemoSources;
}

export interface DemoProps extends DemoStylingVariant {
  /** Filled in by plugins/demos from `<Demo src="..." />`: the demo's MUI System variant, `Name.tsx`. */
  name: string;
  /** The Tailwind (`Name.tailwind.tsx`) and plain CSS (`Name.css.tsx`) variants found beside it. */
  stylings?: Partial<Record<Exclude<CodeStyling, 'system'>, DemoStylingVariant>>;
  /** Render only in the browser (components that cannot render on the server), keeping `minHeight` reserved. */
  clientOnly?: boolean;
  minHeight?: number;
  hideToolbar?: boolean;
  /** `outlined` (default): a framed surface; `inline`: no frame; `playground`: a tinted surface. */
  bg?: 'outlined' | 'inline' | 'playground';
  /** Filled in by plugins/demos when the demo imports a Pro or Premium package. */
  plan?: DemoPlan;
}

const SANDBOX_NAMES = { codesandbox: 'CodeSandbox', stackblitz: 'StackBlitz' } as const;

interface DemoViewProps extends Omit<DemoProps, 'stylings'> {
  /** The styling variant this is. */
  styling: CodeStyling;
  /** Why the demo shows another styling than the reader's choice, for the toolbar. */
  stylingNote: string | null;
  /** The reader's edits exist (true) or are gone (false). */
  onEditedChange: (edited: boolean) => void;
  /** The code is open: kept by the demo, so it stays open when another styling variant takes this one's place. */
  expanded: boolean;
  setExpanded: Dispatch<SetStateAction<boolean>>;
  /** The shared edit the page's address offers this demo, or why it could not be read. */
  sharedLink: SharedEditLink | null;
  /** The reader ran the link's code (`true`), went back to the original or dismissed the problem (`false`). */
  onSharedLinkClosed: (ran: boolean) => void;
  /** The name on screen of the styling a link asked for. */
  sharedStylingName: string | null;
}

/** One styling variant of a live demo: the real component, its toolbar, and its source in TypeScript or JavaScript. */
function DemoView(props: DemoViewProps): ReactNode {
  const { component: DemoComponent, name, clientOnly = false, minHeight, hideToolbar = false, bg = 'outlined' } = props;
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const [resetKey, setResetKey] = useState(0);
  const { expanded, setExpanded } = props;

  const { sources, failed: sourcesFailed, load: loadSources } = useDemoSources(props.loadSources);
  const pathname = usePagePathname();
  // The reader's theme from the settings, unless they turned it off on this page with a demo's chip.
  const storedTheme = useStoredReaderTheme();
  const themePaused = useReaderThemePaused(pathname);
  const readerTheme = themePaused ? null : storedTheme;
  // Each styling variant keeps its own edits: an edit of the Tailwind version never comes back into the MUI System one.
  const editing = useLiveEditing(
    loadSources,
    codeVariant,
    savedEditsKey(pathname, props.styling === 'system' ? name : `${name}.${props.styling}`),
  );
  const edited = Object.values(editing.edits).some((code) => code !== undefined);
  const { onEditedChange } = props;
  useEffect(() => onEditedChange(edited), [edited, onEditedChange]);
  // The edited preview and its error message come with the editor's chunk, loaded when the reader starts editing.
  const editorChunk = editing.runtime?.chunk;
  // The code a reader copies or opens in a sandbox: their edit once they have made one.
  const sourceIn = (loaded: { tsSource: string; jsSource: string }) =>
    editing.edits[codeVariant] ?? (codeVariant === 'JS' ? loaded.jsSource : loaded.tsSource);
  const preview = codeVariant === 'JS' ? props.jsPreview : props.tsPreview;
  // Open code shows the whole file once loaded, and the preview until then.
  // An edited variant has no excerpt: the excerpt is of the original, which the preview no longer runs.
  // The theme's module, which Copy, the prompt and the sandboxes carry beside the code while it applies, for the mode
  // the page shows then. Read at the click: a demo that followed the mode would re-render, with its component, at
  // every switch to dark or light.
  const loadThemeFile = (): Promise<ReaderThemeFile | null> =>
    readerTheme === null
      ? Promise.resolve(null)
      : readerThemeChunk().then((chunk) => chunk.readerThemeFileOf(readerTheme, documentPaletteMode(), codeVariant === 'TS'));
  const shownCode = expanded ? (sources ? sourceIn(sources) : preview) : editing.edits[codeVariant] === undefined ? preview : null;
  const t = useTranslate();
  const codeToggleLabel = preview
    ? t(expanded ? 'demo.code.collapse' : 'demo.code.expand')
    : t(expanded ? 'demo.code.hide' : 'demo.code.show');

  useEffect(() => {
    if (expanded) loadSources().catch(() => undefined);
  }, [expanded, loadSources]);

  // Edits kept from earlier in the session come back in the open editor.
  useEffect(() => {
    if (editing.restored) setExpanded(true);
  }, [editing.restored, setExpanded]);
  const sharing = useDemoSharing({
    name,
    styling: props.styling,
    codeVariant,
    setCodeVariant,
    editing,
    link: props.sharedLink,
    onLinkClosed: props.onSharedLinkClosed,
  });

  const reset = () => {
    editing.reset();
    setResetKey((key) => key + 1);
  };
  const toggleEditing = () => {
    const open = !editing.editorOpen;
    editing.setEditorOpen(open, { focus: true });
    if (open) setExpanded(true);
  };
  const [sandboxFailure, setSandboxFailure] = useState<string | null>(null);
  const [copyFailure, setCopyFailure] = useState<'load' | 'write' | null>(null);
  const { siteConfig } = useDocusaurusContext();
  // The prompt's wording and the dependency list load on the first "Copy as prompt".
  const loadPrompt = () => {
    setCopyFailure(null);
    return Promise.all([loadSources(), import(/* webpackChunkName: "lazy-demo-prompt" */ './demoPromptOf'), loadThemeFile()]).then(
      ([loaded, { demoPromptOf }, themeFile]) =>
        demoPromptOf({
          name,
          codeVariant,
          styling: props.styling,
          source: sourceIn(loaded),
          localFiles: loaded.localFiles,
          themeFile,
          url: new URL(`${pathname}#${name}`, siteConfig.url).href,
          t,
        }),
    );
  };

  // A service worker's update waits while the reader's edits are on the page.
  useUnsavedWork(edited);
  // The project generator and its compressor load on the first click: readers who never open a sandbox never pay for them.
  const openInSandbox = (service: 'codesandbox' | 'stackblitz') => {
    setSandboxFailure(null);
    Promise.all([loadSources(), import(/* webpackChunkName: "lazy-sandbox" */ './openInSandbox'), loadThemeFile()])
      .then(([loaded, { openDemoInSandbox }, themeFile]) =>
        openDemoInSandbox(service, {
          name,
          codeVariant,
          source: sourceIn(loaded),
          localFiles: loaded.localFiles,
          styling: props.styling,
          themeFile,
        }),
      )
      .catch((error: unknown) => {
        console.warn(`Opening the ${name} demo in ${SANDBOX_NAMES[service]} failed:`, error);
        setSandboxFailure(t('demo.sandbox.failed', { service: SANDBOX_NAMES[service] }));
      });
  };
  // The same element until the code it runs changes: opening the code, the editor or a copy's feedback re-renders
  // this component, and a demo such as a Data Grid would otherwise render again with it (125 ms at 4× CPU).
  const { preview: editedPreview, reportRenderError } = editing;
  // The editor's chunk counts only once there is an edit to run: its arrival alone keeps the original's element.
  const previewChunk = editedPreview ? editorChunk : undefined;
  const demoElement = useMemo(
    () =>
      editedPreview && previewChunk ? (
        <previewChunk.EditedDemoPreview key={editedPreview.key} component={editedPreview.component} onError={reportRenderError} />
      ) : (
        <DemoComponent />
      ),
    [editedPreview, previewChunk, reportRenderError, DemoComponent],
  );
  const live = (
    <DemoErrorBoundary key={resetKey} name={name} onReset={reset}>
      <ReaderThemedPreview json={readerTheme}>{demoElement}</ReaderThemedPreview>
    </DemoErrorBoundary>
  );

  return (
    <div id={name} data-demo className={styles.demo}>
      <DemoPlanBadge plan={props.plan} />
      {storedTheme !== null && <ReaderThemeChip paused={themePaused} onPausedChange={(paused) => setReaderThemePaused(pathname, paused)} />}
      <div className={clsx('demo-frame', styles.frame, styles[bg])} style={{ minHeight }}>
        {clientOnly ? <ClientOnlyDemo>{live}</ClientOnlyDemo> : live}
      </div>
      {editing.error && editorChunk && <editorChunk.CodeErrorMessage error={editing.error} />}
      {!hideToolbar && (
        <DemoToolbar
          name={name}
          codeVariant={codeVariant}
          onCodeVariantChange={setCodeVariant}
          stylingNote={props.stylingNote}
          loadCode={() => {
            setCopyFailure(null);
            return Promise.all([loadSources(), loadThemeFile()]).then(([loaded, themeFile]) =>
              codeWithThemeFile(sourceIn(loaded), themeFile),
            );
          }}
          loadPrompt={loadPrompt}
          onCopyFailed={setCopyFailure}
          onPrepare={() => void loadSources().catch(() => undefined)}
          codeOpen={expanded}
          editing={editing.editorOpen}
          onToggleEditing={toggleEditing}
          codeToggleLabel={codeToggleLabel}
          onToggleCode={() => setExpanded((open) => !open)}
          onReset={reset}
          loadSharedLink={sharing.loadLink}
          onCopyLinkFailed={sharing.onCopyLinkFailed}
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
      <SharingMessages messages={sharing.messages} stylingName={props.sharedStylingName} />
      {editing.restored && edited && (
        <p role="status" className={styles.restored}>
          {t('demo.edit.restored')}{' '}
          <button type="button" className={styles.inlineAction} onClick={reset}>
            {t('demo.edit.discard')}
          </button>
        </p>
      )}
      {editing.saveProblem && edited && (
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
          sharedCode={sharing.sharedCode}
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

const STYLING_NAMES: Record<CodeStyling, TranslationKey> = {
  system: 'settings.codeStyling.system',
  tailwind: 'settings.codeStyling.tailwind',
  css: 'settings.codeStyling.css',
};

/**
 * A live demo in the code styling the reader chose (MUI System, Tailwind or plain CSS) when it has that variant, else
 * in MUI System with a note saying so. While the reader has edited the variant shown, it stays: their edits are
 * not dropped by a change of the setting, and the note says which variant they are editing.
 */
function DemoContent({ stylings = {}, ...props }: DemoProps): ReactNode {
  const { codeStyling, setCodeVariant } = useCodePreferences();
  const t = useTranslate();
  const [editedStyling, setEditedStyling] = useState<CodeStyling | null>(null);
  const [expanded, setExpanded] = useState(false);
  const { name } = props;
  const shared = useSharedEditLink(name, {
    hasStyling: (styling) => styling === 'system' || Boolean(stylings[styling]),
    onOffered: (edit) => {
      setCodeVariant(edit.variant);
      setExpanded(true);
    },
  });

  // A link to #Name.js or #Name.tsx opens this demo's code in that variant (once: not again when the styling changes).
  useEffect(() => {
    if (demoCodeLinkFromHash(window.location.hash)?.demoName === name) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the hash is read after hydration: the server has none
      setExpanded(true);
      document.getElementById(name)?.scrollIntoView();
    }
  }, [name]);
  const available: CodeStyling = codeStyling === 'system' || stylings[codeStyling] ? codeStyling : 'system';
  // A link's code shows in its styling until the reader runs it (then it is their edit) or goes back.
  const sharedStyling = shared.link?.status === 'offered' ? shared.link.edit.styling : null;
  const shown = sharedStyling ?? editedStyling ?? available;
  const variant = shown === 'system' ? props : (stylings[shown] ?? props);
  const names = { shown: t(STYLING_NAMES[shown]), chosen: t(STYLING_NAMES[codeStyling]) };
  let stylingNote: string | null = null;
  if (shown !== codeStyling) {
    stylingNote = sharedStyling
      ? t('demo.styling.shared', names)
      : editedStyling
        ? t('demo.styling.editing', names)
        : t('demo.styling.missing', names);
  }
  const onEditedChange = useCallback((edited: boolean) => setEditedStyling(edited ? shown : null), [shown]);
  const { close } = shared;
  const onSharedLinkClosed = useCallback(
    (ran: boolean) => {
      // The code that ran is now the reader's edit: its styling stays shown, as an edit's does.
      if (ran && sharedStyling) setEditedStyling(sharedStyling);
      close();
    },
    [close, sharedStyling],
  );
  const unreadableStyling = shared.link?.status === 'unreadable' ? shared.link.styling : null;
  return (
    <DemoView
      key={shown}
      {...props}
      {...variant}
      styling={shown}
      stylingNote={stylingNote}
      onEditedChange={onEditedChange}
      expanded={expanded}
      setExpanded={setExpanded}
      sharedLink={shared.link}
      onSharedLinkClosed={onSharedLinkClosed}
      sharedStylingName={unreadableStyling && t(STYLING_NAMES[unreadableStyling])}
    />
  );
}

/** The Demo with the MUI theme and Emotion cache it is drawn with: they load with it, not with every page. */
export default withMuiScope(DemoContent, { demo: true });
