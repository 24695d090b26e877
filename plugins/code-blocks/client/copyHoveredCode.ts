import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isCopyHoveredCodeShortcut, isMacPlatform } from '../clipboard';

if (ExecutionEnvironment.canUseDOM) {
  const isMac = isMacPlatform(navigator.platform);
  document.addEventListener('keydown', (event) => {
    if (!isCopyHoveredCodeShortcut(event, window.getSelection()?.toString() ?? '', isMac)) {
      return;
    }
    const code = document.querySelector('.theme-code-block:hover pre code');
    if (code?.textContent) {
      // A refused clipboard write is ignored: the reader can still select and copy.
      navigator.clipboard?.writeText(code.textContent).catch(() => undefined);
    }
  });
}
