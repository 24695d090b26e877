import {
  parseStoredReaderTheme,
  READER_THEME_STORAGE_KEY,
  readStoredReaderTheme,
  serializeReaderTheme,
  writeStoredReaderTheme,
} from '../storedReaderTheme';

const refusingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

afterEach(() => window.localStorage.clear());

describe("the stored reader's theme", () => {
  it('reads back the text it kept, as the reader wrote it', () => {
    const text = '{\n  "shape": { "borderRadius": 0 }\n}';
    expect(writeStoredReaderTheme(text, () => window.localStorage)).toBe(true);
    expect(readStoredReaderTheme(() => window.localStorage)).toBe(text);
    expect(writeStoredReaderTheme(null, () => window.localStorage)).toBe(true);
    expect(window.localStorage.getItem(READER_THEME_STORAGE_KEY)).toBeNull();
  });

  it('reads garbage as no theme', () => {
    for (const stored of [
      null,
      '',
      'nonsense',
      '{"palette":{}}',
      '"text"',
      'null',
      '{"version":2,"json":"{}"}',
      '{"version":1,"json":42}',
      '{"version":1,"json":"  "}',
    ]) {
      expect(parseStoredReaderTheme(stored)).toBeNull();
    }
    expect(parseStoredReaderTheme(serializeReaderTheme('{}'))).toBe('{}');
  });

  it('reads storage that throws as no theme, and says when it could not keep one', () => {
    expect(readStoredReaderTheme(() => refusingStorage)).toBeNull();
    expect(
      readStoredReaderTheme(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).toBeNull();
    expect(writeStoredReaderTheme('{}', () => refusingStorage)).toBe(false);
    expect(writeStoredReaderTheme(null, () => refusingStorage)).toBe(false);
  });
});
