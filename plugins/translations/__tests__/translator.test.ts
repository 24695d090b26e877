import {
  createTranslator,
  interpolate,
  MISSING_LANGUAGE_TEXT,
  untranslatedKeys,
  type TranslationLogger,
} from '@site/plugins/translations/translator';

const dictionaries = {
  en: { 'demo.toolbar.copy': 'Copy', 'versions.current': '{version} (current)', 'demo.error.reset': 'Reset' },
  zh: { 'demo.toolbar.copy': '复制', 'versions.current': '{version}（当前版本）' },
};

function recordingLogger(): TranslationLogger & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, warn: (message) => warnings.push(message), error: (message) => errors.push(message) };
}

describe('createTranslator', () => {
  it("shows a message in the reader's language", () => {
    const t = createTranslator({ dictionaries, userLanguage: 'zh', logger: recordingLogger() });
    expect(t('demo.toolbar.copy')).toBe('复制');
  });

  it('fills in the placeholders of a message', () => {
    const t = createTranslator({ dictionaries, userLanguage: 'zh', logger: recordingLogger() });
    expect(t('versions.current', { version: 'v8.0.0' })).toBe('v8.0.0（当前版本）');
  });

  it('falls back to English and warns once per key when a key is missing', () => {
    const logger = recordingLogger();
    const t = createTranslator({ dictionaries, userLanguage: 'zh', logger });
    expect(t('demo.error.reset')).toBe('Reset');
    expect(t('demo.error.reset')).toBe('Reset');
    expect(logger.warnings).toEqual(['Missing translation for zh:demo.error.reset']);
    expect(logger.errors).toEqual([]);
  });

  it('warns again for another missing key', () => {
    const logger = recordingLogger();
    const t = createTranslator({ dictionaries: { en: { a: 'A', b: 'B' }, zh: {} }, userLanguage: 'zh', logger });
    t('a');
    t('b');
    t('a');
    expect(logger.warnings).toEqual(['Missing translation for zh:a', 'Missing translation for zh:b']);
  });

  it('logs an error and shows an ellipsis when the language has no dictionary', () => {
    const logger = recordingLogger();
    const t = createTranslator({ dictionaries, userLanguage: 'fr', logger });
    expect(t('demo.toolbar.copy')).toBe(MISSING_LANGUAGE_TEXT);
    expect(MISSING_LANGUAGE_TEXT).toBe('…');
    expect(t('demo.error.reset')).toBe('…');
    expect(logger.errors).toEqual(['Missing language: fr']);
    expect(logger.warnings).toEqual([]);
  });

  it('shows the key itself when English lacks it too, warning for both languages', () => {
    const logger = recordingLogger();
    const t = createTranslator({ dictionaries, userLanguage: 'zh', logger });
    expect(t('demo.toolbar.unknown')).toBe('demo.toolbar.unknown');
    expect(logger.warnings).toEqual(['Missing translation for zh:demo.toolbar.unknown', 'Missing translation for en:demo.toolbar.unknown']);
  });

  it('warns once when an English key is missing on an English page', () => {
    const logger = recordingLogger();
    const t = createTranslator({ dictionaries, userLanguage: 'en', logger });
    expect(t('settings.title')).toBe('settings.title');
    t('settings.title');
    expect(logger.warnings).toEqual(['Missing translation for en:settings.title']);
  });

  it('writes to the console by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createTranslator({ dictionaries, userLanguage: 'zh' })('demo.error.reset');
    createTranslator({ dictionaries, userLanguage: 'de' })('demo.error.reset');
    expect(warn).toHaveBeenCalledWith('Missing translation for zh:demo.error.reset');
    expect(error).toHaveBeenCalledWith('Missing language: de');
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('interpolate', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(interpolate('Error #{code} in {place}', { code: 42 })).toBe('Error #42 in {place}');
    expect(interpolate('No placeholders')).toBe('No placeholders');
  });
});

describe('untranslatedKeys', () => {
  it('lists keys that are missing or blank', () => {
    expect(untranslatedKeys({ a: 'A', b: 'B', c: 'C' }, { a: '甲', b: '  ' })).toEqual(['b', 'c']);
  });
});
