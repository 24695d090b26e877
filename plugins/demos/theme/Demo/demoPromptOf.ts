import type { LocalDemoFile } from '../../demoSources';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import type { Translate, TranslationKey } from '@theme/Translations';
import type { ReaderThemeFile } from '@theme/SiteSettings';
import { demoPrompt } from '../../demoPrompt';
import '@x-docs/ui-messages/demo';

export interface DemoPromptRequest {
  name: string;
  codeVariant: CodeVariant;
  styling: CodeStyling;
  /** The code the reader sees: their edit once they have made one. */
  source: string;
  localFiles: LocalDemoFile[];
  /** The reader's theme as a module, when it applies to the demo. */
  themeFile: ReaderThemeFile | null;
  /** The demo's absolute address on the site's public origin (`https://mui.com/x/…/#Name`). */
  url: string;
  t: Translate<TranslationKey>;
}

function fileNameOf(file: LocalDemoFile, codeVariant: CodeVariant): string {
  if (file.extension === 'css' || codeVariant === 'TS') return `${file.name}.${file.extension}`;
  return `${file.name}.${file.extension === 'tsx' ? 'jsx' : 'js'}`;
}

/** The prompt "Copy as prompt" writes, in the page's language; loaded with its first click. */
export function demoPromptOf({ name, codeVariant, styling, source, localFiles, themeFile, url, t }: DemoPromptRequest): string {
  return demoPrompt({
    codeVariant,
    styling,
    source,
    localFiles: localFiles.map((file) => ({
      fileName: fileNameOf(file, codeVariant),
      source: codeVariant === 'TS' ? file.tsSource : file.jsSource,
    })),
    themeFile,
    text: {
      intro: t('demo.prompt.intro', { name, url }),
      localFile: (fileName) => t('demo.prompt.localFile', { file: fileName }),
      themeFile: (fileName) => t('demo.prompt.themeFile', { file: fileName }),
      packages: t('demo.prompt.packages'),
    },
  });
}
