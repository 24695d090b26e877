import { useEffect } from 'react';

/** On `<html>` for the frame of a colour-mode switch: `custom.css` turns off the transitions of what Infima fades. */
export const COLOR_SWITCH_ATTRIBUTE = 'data-color-switch';

/**
 * A new colour mode repaints the page's links, buttons and breadcrumbs in their new colours at once, as MUI's
 * `disableTransitionOnChange` does for a whole page. Infima fades their colours: on a docs page fifty-odd of them
 * started a transition in the frame of the switch, each with its `transitionrun`, `transitionstart` and
 * `transitionend` events, which React's root listeners handle one by one (about 90 ms of script before that frame's
 * paint with the CPU slowed 4×, 60 ms more after it). The attribute is set as `data-theme` changes, before the
 * browser works out the new styles, and goes once that frame has painted: the colours are final by then, so nothing
 * starts to transition, and hover fades work as before. It follows `data-theme` wherever the change comes from: the
 * settings, another tab, the system's mode.
 */
export function useInstantColorSwitch(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver((records) => {
      // Docusaurus writes the mode again when it mounts: only a new value is a switch.
      if (records.every((record) => record.oldValue === root.getAttribute('data-theme'))) return;
      root.setAttribute(COLOR_SWITCH_ATTRIBUTE, '');
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      // A task queued from the frame's callbacks runs once that frame has painted.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => root.removeAttribute(COLOR_SWITCH_ATTRIBUTE));
      });
    });
    observer.observe(root, { attributeFilter: ['data-theme'], attributeOldValue: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      root.removeAttribute(COLOR_SWITCH_ATTRIBUTE);
    };
  }, []);
}
