import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import {
  fontFaceBlocks,
  fontFaceRule,
  packageDir,
  readFontCss,
  rewriteFontFaceCss,
  splitFaces,
  withWeightRange,
  type SelfHostedFont,
} from './fontFaces';
import { fallbackFontFace, type LocalFallback } from './fallbackFace';
import { fontHeadTags } from './headTags';
import { DEFAULT_LAYOUT_FEATURES, subsetWoff2 } from './subset';

export interface SelfHostedFontsOptions {
  fonts: readonly SelfHostedFont[];
  /** The local fonts each web font's fallback face is made of. */
  fallback: LocalFallback;
  /**
   * The characters (a `unicode-range`) nearly every page's text is made of. A face that has these and others is
   * served as two files, these and the rest, and a page downloads the second only when its text needs it.
   */
  commonCharacters?: string;
  /**
   * A remote font stylesheet (a font provider's CSS URL). When set, the site
   * loads that instead of serving the Fontsource files itself.
   */
  remoteStylesheetUrl?: string;
}

// Beside the bundler's output: the names carry a hash of the content, so hosts may keep them for a year.
const OUTPUT_FOLDER = 'assets/fonts/';
const PLUGIN_NAME = 'x-docs-self-hosted-fonts';

/** `inter-latin-wght-normal.woff2` → `inter-latin-wght-normal.<hash>.woff2`. */
function fingerprinted(file: string, content: Uint8Array): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return file.replace(/\.woff2$/, `.${hash}.woff2`);
}

type CopyPattern = { from: string; to: string };
type BundlerPlugin = NonNullable<Configuration['plugins']>[number];
type CopyPluginConstructor = new (options: { patterns: CopyPattern[] }) => BundlerPlugin;

/**
 * Serves the site's web fonts from its own origin without ever shifting the page: the Fontsource woff2 files are cut
 * to the weights the site uses (subset.ts), a Latin file into the characters nearly every page uses and the rest
 * (`commonCharacters`), and written into the build under fingerprinted names; every page's head
 * declares the faces with `font-display: optional`, each family followed in the font
 * stacks by a metric-matched fallback face (fallbackFace.ts) that the text keeps when the font is late (headTags.ts).
 */
export default async function selfHostedFontsPlugin(context: LoadContext, options: SelfHostedFontsOptions): Promise<Plugin> {
  const { baseUrl } = context;

  if (options.remoteStylesheetUrl) {
    const href = options.remoteStylesheetUrl;
    return {
      name: PLUGIN_NAME,
      injectHtmlTags: () => ({
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: new URL(href).origin, crossorigin: 'anonymous' } },
          { tagName: 'link', attributes: { rel: 'stylesheet', href } },
        ],
      }),
    };
  }

  // The cut files are written beside Docusaurus's other generated files, and copied into the build from there.
  const subsetDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  fs.mkdirSync(subsetDir, { recursive: true });
  const stylesheets = await Promise.all(
    options.fonts.map(async (font) => {
      const filesDir = path.join(packageDir(font.packageName, context.siteDir), 'files');
      const fontCss = withWeightRange(readFontCss(font, context.siteDir), font.weights);
      const css = options.commonCharacters ? splitFaces(fontCss, options.commonCharacters) : fontCss;
      // Face by face: the two faces of a split file are two cuts of it, each served under its own name.
      const faces = await Promise.all(
        fontFaceBlocks(css).map(async (rule) => {
          const { file, unicodeRange, weightRange } = fontFaceRule(rule);
          const weights = weightRange !== undefined ? font.weights : undefined;
          const original = new Uint8Array(fs.readFileSync(path.join(filesDir, file)));
          // Cut once per file and setting: later builds (the next locale's, or the next run's) reuse the cut file.
          const key = createHash('sha256')
            .update(original)
            .update(`${unicodeRange} ${weights?.join('-') ?? ''} ${DEFAULT_LAYOUT_FEATURES.join(',')}`)
            .digest('hex');
          const from = path.join(subsetDir, `${key.slice(0, 16)}-${file}`);
          if (!fs.existsSync(from)) {
            // Written aside, then renamed: a build stopped halfway leaves no half-written file to reuse.
            fs.writeFileSync(`${from}.part`, new Uint8Array(await subsetWoff2(Buffer.from(original), unicodeRange, weights)));
            fs.renameSync(`${from}.part`, from);
          }
          const to = `${OUTPUT_FOLDER}${fingerprinted(file, new Uint8Array(fs.readFileSync(from)))}`;
          return { file: { from, to }, css: rewriteFontFaceCss(rule, () => `${baseUrl}${to}`) };
        }),
      );
      return { files: faces.map((face) => face.file), css: faces.map((face) => face.css).join('\n') };
    }),
  );
  const webFontFaces = stylesheets.map(({ css }) => css).join('\n');
  const fallbackFaces = options.fonts.map((font) => fallbackFontFace(font.family, font.metrics, options.fallback)).join('\n');

  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      // Inline, not bundled: the bundler would try to resolve the font URLs as modules.
      return { headTags: fontHeadTags({ webFontFaces, fallbackFaces }) };
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) {
        return {};
      }
      if (currentBundler.name !== 'rspack') {
        throw new Error('self-hosted-fonts copies its files with Rspack: keep `future.faster` on in docusaurus.config.ts.');
      }
      const { CopyRspackPlugin } = currentBundler.instance as unknown as { CopyRspackPlugin: CopyPluginConstructor };
      const patterns = stylesheets.flatMap(({ files }) => files.map(({ from, to }) => ({ from, to })));
      return { plugins: [new CopyRspackPlugin({ patterns })] };
    },
  };
}
