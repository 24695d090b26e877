import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { browserIdleScheduler } from '../../../../idleQueue';

/**
 * Wraps theme-classic's drawer (`@theme-init`: a plugin's theme component that
 * imported `@theme-original` would import itself). On a phone, Docusaurus renders the closed navigation drawer (the
 * navbar's links and the page's whole sidebar, a few hundred components) in
 * the same task that finishes hydrating the page. It now renders when the
 * browser is first idle, as a transition that React splits into short slices,
 * or at once if the reader opens the drawer before that.
 */
export default function MobileSidebarWhenIdle(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  if (shown && !ready) {
    setReady(true);
  }
  useEffect(() => {
    browserIdleScheduler()(() => startTransition(() => setReady(true)));
  }, []);
  return ready ? <MobileSidebar /> : null;
}
