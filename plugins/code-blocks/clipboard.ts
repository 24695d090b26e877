/** The keyboard shortcut that copies the code block under the pointer. */
export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+C (Cmd+C on macOS) with nothing selected copies the hovered code block. */
export function isCopyHoveredCodeShortcut(keys: ShortcutKeys, selectedText: string, isMac: boolean): boolean {
  const modifier = isMac ? keys.metaKey : keys.ctrlKey;
  return keys.key.toLowerCase() === 'c' && modifier && !keys.altKey && !keys.shiftKey && selectedText === '';
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
