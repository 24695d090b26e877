import { useEffect, useState } from 'react';

/** Whether the reader is pressing what has the focus: a button held down (a press focuses what it presses). */
function isPressUnderWay(): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  try {
    return focused.matches(':active');
  } catch {
    return false;
  }
}

/**
 * Whether a panel that has just come (its code loads after the page) may show: at once, unless the reader was pressing
 * something then. A panel that appeared under the pointer between a press and its release would take the release, and
 * the reader's click would be lost; it shows once the press and its click are over. Only for a part rendered in the
 * browser alone: it reads the document as it first renders.
 */
export function useShownAfterPress(): boolean {
  const [shown, setShown] = useState(() => !isPressUnderWay());
  useEffect(() => {
    if (shown) return undefined;
    let afterClick: ReturnType<typeof setTimeout> | undefined;
    const onPressEnd = () => {
      // The click comes after the release, in the same task.
      afterClick = setTimeout(() => setShown(true));
    };
    // A held Space key makes its button `:active` too.
    const ends = ['pointerup', 'pointercancel', 'keyup'];
    for (const type of ends) document.addEventListener(type, onPressEnd, { capture: true, once: true });
    return () => {
      clearTimeout(afterClick);
      for (const type of ends) document.removeEventListener(type, onPressEnd, { capture: true });
    };
  }, [shown]);
  return shown;
}
