import { useTranslate } from '@theme/Translations';
import type { DemoCodeError } from './compileDemo';

/** What the reader reads under the preview when their code does not run: the message, and its line when known. */
export function useCodeErrorText(): (error: DemoCodeError) => string {
  const t = useTranslate();
  return (error) => {
    const message =
      error.kind === 'missing-module'
        ? t('demo.edit.missingModule', { specifier: error.message })
        : error.kind === 'no-default-export'
          ? t('demo.edit.noDefaultExport')
          : error.message;
    return error.line === null ? message : t('demo.edit.errorAtLine', { line: String(error.line), message });
  };
}
