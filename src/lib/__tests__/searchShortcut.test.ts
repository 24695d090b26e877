import { isSearchShortcut } from '@site/src/lib/searchShortcut';

const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

describe('isSearchShortcut', () => {
  it('is Ctrl+K, or ⌘K on a Mac', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }), true)).toBe(true);
  });

  it('is not K alone, another modifier, or the other platform’s', () => {
    expect(isSearchShortcut(key({}), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });
});
