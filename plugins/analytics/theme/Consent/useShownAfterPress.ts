import { useLayoutEffect, useState } from 'react';
import { isPressUnderWay } from './pressUnderWay';

/**
 * Whether a panel that has just come (its code loads after the page) may show: at once, unless the reader is pressing
 * something then. A panel that appeared under the pointer between a press and its release would take the release, and
 * the reader's click would be lost; it shows once the press and its click are over. Only for a part rendered in the
 * browser alone.
 *
 * It is decided as the panel is committed, before the browser paints it, not as it renders: React may render the
 * panel, yield to the reader's press, and commit it afterwards. The panel's first commit is hidden; when nothing is
 * pressed it shows in a render React does before that paint.
 */
export function useShownAfterPress(): boolean {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    if (shown) return undefined;
    if (!isPressUnderWay()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read at commit; shown before paint
      setShown(true);
      return undefined;
    }
    let afterClick: ReturnType<typeof setTimeout> | undefined;
    const onPressEnd = () => {
      // The click comes after the release, in the same task.
      afterClick = setTimeout(() => setShown(true));
    };
    const ends = ['pointerup', 'pointercancel', 'keyup'];
    for (const type of ends) document.addEventListener(type, onPressEnd, { capture: true, once: true });
    return () => {
      clearTimeout(afterClick);
      for (const type of ends) document.removeEventListener(type, onPressEnd, { capture: true });
    };
  }, [shown]);
  return shown;
}
