import { useEffect, useState } from 'react';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import type { LiveEditing } from '../live/useLiveEditing';
import { loadSharedEditChunk } from './loadSharedEditChunk';
import type { SharedEditLink } from './useSharedEditLink';

/** Why "Copy link" copied nothing: the edit is too long, the encoder did not load, or the browser refused the write. */
export type ShareFailure = 'tooLong' | 'load' | 'write';

interface Options {
  name: string;
  styling: CodeStyling;
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  editing: LiveEditing;
  /** The shared edit the page's address offers this demo, or why it could not be read. */
  link: SharedEditLink | null;
  /** The reader ran the link's code (`true`), went back to the original or dismissed the problem (`false`). */
  onLinkClosed: (ran: boolean) => void;
}

function focusIn(name: string, selector: string): void {
  document.getElementById(name)?.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * A demo's side of sharing: "Copy link" for the shown edit, and a link's code held in the editor until Run, when it
 * becomes the reader's edit (their session keeps it, and the editor compiles it, once loaded if it has not yet).
 */
export function useDemoSharing({ name, styling, codeVariant, setCodeVariant, editing, link, onLinkClosed }: Options) {
  const offered = link?.status === 'offered' ? link : null;
  const { setEditorOpen } = editing;
  useEffect(() => {
    if (offered) setEditorOpen(true);
  }, [offered, setEditorOpen]);

  const run = () => {
    if (!offered) return;
    const { variant, code } = offered.edit;
    if (codeVariant !== variant) setCodeVariant(variant);
    editing.edit(variant, code);
    onLinkClosed(true);
    // The notice that held the focus is gone: it goes to the editor, which is editable from the next frame, or
    // takes it when it shows if its chunk is still loading.
    setEditorOpen(true, { focus: true });
    requestAnimationFrame(() => focusIn(name, '[data-demo-editor] [role="textbox"]'));
  };
  const back = () => {
    onLinkClosed(false);
    focusIn(name, '[data-demo-edit]');
  };

  const [failure, setFailure] = useState<ShareFailure | null>(null);
  const code = editing.edits[codeVariant];
  const loadLink =
    code === undefined
      ? undefined
      : () => {
          setFailure(null);
          return loadSharedEditChunk()
            .then(({ encodeSharedEdit }) => encodeSharedEdit({ demoName: name, variant: codeVariant, styling, code }))
            .then((written) => {
              if (!written.ok) {
                setFailure('tooLong');
                throw new Error(`The edit of the ${name} demo is too long for a link (${written.problem}).`);
              }
              const { origin, pathname, search } = window.location;
              return `${origin}${pathname}${search}#${written.fragment}`;
            });
        };

  return {
    /** The link's code, read-only in the editor while it waits for Run, when the editor shows its variant. */
    sharedCode: offered?.edit.variant === codeVariant ? offered.edit.code : undefined,
    /** The page's address with the shown edit in its fragment; none while the shown code is the original. */
    loadLink,
    onCopyLinkFailed: (reason: 'load' | 'write') => setFailure((known) => known ?? reason),
    messages: {
      failure,
      offered: offered && { ...offered, replacesOwnEdit: editing.edits[offered.edit.variant] !== undefined, run, back },
      problem: link?.status === 'unreadable' ? link : null,
      dismiss: () => onLinkClosed(false),
    },
  };
}

export type DemoSharingMessages = ReturnType<typeof useDemoSharing>['messages'];
