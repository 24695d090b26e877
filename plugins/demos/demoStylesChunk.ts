import { escapeRegexp } from '@docusaurus/utils';

const SEP = '[\\\\/]';
/** The Tailwind utilities of the demos' Tailwind variants, and any stylesheet under a `demos` folder of the docs. */
const DEMO_STYLESHEET_FROM_SITE = `(?:src${SEP}css${SEP}demo-tailwind\\.css|docs${SEP}(?:.+${SEP})?demos${SEP}.+\\.css)$`;

/**
 * Docusaurus puts every stylesheet of the site into the one `styles` file each page loads. The demos' own stylesheets
 * (the plain CSS variants' files and the Tailwind utilities) get a file of their own, `demo-styles`, which loads with
 * the chunk of a page's demos: a page without demos never loads it. Its order against `styles` does not matter: the
 * Tailwind utilities are in the `utilities` layer, and the demos' rules start at the demo's own class names.
 *
 * The bundler matches the module's absolute path, so the pattern starts at the site's folder: a checkout inside a
 * folder named `docs` must not send the demo frame's own stylesheet (`plugins/demos/…`) there.
 */
export function demoStylesCacheGroup(siteDir: string) {
  return {
    test: new RegExp(`^${escapeRegexp(siteDir)}${SEP}${DEMO_STYLESHEET_FROM_SITE}`),
    name: 'demo-styles',
    type: 'css/mini-extract',
    chunks: 'async',
    enforce: true,
    // Above Docusaurus's `styles` group (50), which would take these files too.
    priority: 60,
  } as const;
}
