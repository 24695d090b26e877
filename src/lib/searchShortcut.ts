/** The search box's keyboard shortcut in the search plugin's keymap syntax: Ctrl+K, or ⌘K on macOS. */
export const SEARCH_SHORTCUT_KEYMAP = 'mod+k';
