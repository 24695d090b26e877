import type { Plugin } from '@docusaurus/types';
import postcssRTLCSS from 'postcss-rtlcss';

/**
 * Lets the site chrome switch direction at run time. Docusaurus mirrors its CSS
 * only for right-to-left locales, at build time; this adds the mirrored
 * declarations of every stylesheet under `[dir="rtl"]` (and the originals under
 * `[dir="ltr"]`), so setting `dir` on <html> flips the navbar, sidebar and prose
 * without a reload. MUI components are mirrored by their own Emotion cache.
 */
export default function runtimeRtlPlugin(): Plugin {
  return {
    name: 'x-docs-runtime-rtl',
    configurePostCss(options) {
      options.plugins.push(postcssRTLCSS({ mode: 'combined' }));
      return options;
    },
  };
}
