import { isCopyHoveredCodeShortcut, isMacPlatform } from '../clipboard';

const keys = (overrides: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('the copy-hovered-code shortcut', () => {
  it('is Ctrl+C on Windows and Linux, Cmd+C on macOS, with nothing selected', () => {
    expect(isCopyHoveredCodeShortcut(keys({ ctrlKey: true }), '', false)).toBe(true);
    expect(isCopyHoveredCodeShortcut(keys({ metaKey: true }), '', true)).toBe(true);
    expect(isCopyHoveredCodeShortcut(keys({ metaKey: true }), '', false)).toBe(false);
    expect(isCopyHoveredCodeShortcut(keys({ key: 'C', ctrlKey: true }), '', false)).toBe(true);
  });

  it('leaves the normal copy alone when text is selected or other keys are held', () => {
    expect(isCopyHoveredCodeShortcut(keys({ ctrlKey: true }), 'selected words', false)).toBe(false);
    expect(isCopyHoveredCodeShortcut(keys({ ctrlKey: true, shiftKey: true }), '', false)).toBe(false);
    expect(isCopyHoveredCodeShortcut(keys({ ctrlKey: true, altKey: true }), '', false)).toBe(false);
    expect(isCopyHoveredCodeShortcut(keys({ key: 'v', ctrlKey: true }), '', false)).toBe(false);
  });

  it('recognises Apple platforms', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });
});
