import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeStyling } from '@site/src/lib/preferences';
import type { SharedEdit, SharedEditProblem } from './sharedEditCodec';
import { loadSharedEditChunk, type SharedEditChunk } from './loadSharedEditChunk';
import { sharedEditTarget } from './sharedEditHash';
import { usePageHash } from '../pageAddress';

/** Why a link's edit is not offered: what is wrong with its fragment, a styling the demo lacks, or a decoder that did not load. */
export type SharedLinkProblem = SharedEditProblem | 'styling' | 'load';

export type SharedEditLink =
  | { status: 'offered'; edit: SharedEdit; chunk: SharedEditChunk }
  | { status: 'unreadable'; problem: SharedLinkProblem; styling: CodeStyling | null };

/** Shared-edit hashes naming a demo this page does not have, warned about once each. */
const warnedAbout = new Set<string>();

function isDemoOnPage(name: string | null): boolean {
  return name !== null && (document.getElementById(name)?.hasAttribute('data-demo') ?? false);
}

/** Takes the fragment out of the address, keeping the history entry, its state and the scroll position. */
function forgetFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

interface Callbacks {
  hasStyling: (styling: CodeStyling) => boolean;
  /** The link's edit is readable and offered: a good time to open the code in the link's variant. */
  onOffered: (edit: SharedEdit) => void;
}

/**
 * The shared edit that the page's address offers the demo `name`, read only by that demo: every other demo leaves
 * the fragment alone. The decoder loads when the address holds a shared edit for this demo, and the demo scrolls
 * into view. `close` drops the link and takes its fragment out of the address, so a reload does not offer it again.
 */
export function useSharedEditLink(name: string, callbacks: Callbacks): { link: SharedEditLink | null; close: () => void } {
  const hash = usePageHash();
  const [link, setLink] = useState<SharedEditLink | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    const target = sharedEditTarget(hash);
    if (!target) return;
    if (target.demoName !== name) {
      if (!isDemoOnPage(target.demoName) && !warnedAbout.has(hash)) {
        warnedAbout.add(hash);
        console.warn(`The shared edit in this page's address names no demo of the page (${target.demoName ?? 'none'}): it was ignored.`);
      }
      return;
    }
    document.getElementById(name)?.scrollIntoView();
    let current = true;
    loadSharedEditChunk()
      .then(async (chunk) => {
        const reading = await chunk.decodeSharedEdit(hash);
        if (!current) return;
        if (!reading.ok) {
          setLink({ status: 'unreadable', problem: reading.problem, styling: null });
        } else if (!latest.current.hasStyling(reading.edit.styling)) {
          setLink({ status: 'unreadable', problem: 'styling', styling: reading.edit.styling });
        } else {
          setLink({ status: 'offered', edit: reading.edit, chunk });
          latest.current.onOffered(reading.edit);
        }
      })
      .catch((error: unknown) => {
        console.warn('The shared edit in the address could not be read: its decoder did not load.', error);
        if (current) setLink({ status: 'unreadable', problem: 'load', styling: null });
      });
    return () => {
      current = false;
    };
  }, [hash, name]);

  const close = useCallback(() => {
    setLink(null);
    forgetFragment();
  }, []);
  return { link, close };
}
