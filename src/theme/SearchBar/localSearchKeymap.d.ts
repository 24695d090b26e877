// The keyboard-shortcut helpers of @easyops-cn/docusaurus-search-local that the stand-in search box shares (no types shipped).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface ParsedKeymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
