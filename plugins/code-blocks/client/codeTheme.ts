import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { siteBaseUrl } from '@site/src/lib/siteConfig';
import { CODE_THEME_FILE, CODE_THEME_LAYER } from '../codeTheme';
import { loadStylesheetIntoLayer } from './layeredStylesheet';

if (ExecutionEnvironment.canUseDOM) {
  void loadStylesheetIntoLayer({
    href: `${siteBaseUrl()}${CODE_THEME_FILE}`,
    layer: CODE_THEME_LAYER,
    document,
    fetch: window.fetch.bind(window),
  });
}
