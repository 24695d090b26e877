import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { CODE_THEME_FILE } from '@site/src/lib/codeTheme';
import { loadStylesheetIntoLayer } from '@site/src/lib/layeredStylesheet';

if (ExecutionEnvironment.canUseDOM) {
  void loadStylesheetIntoLayer({
    href: `${siteConfig.baseUrl}${CODE_THEME_FILE}`,
    layer: 'theme',
    document,
    fetch: window.fetch.bind(window),
  });
}
