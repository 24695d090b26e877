/**
 * What a docs page's "Open in ChatGPT" and "Open in Claude" send: a prompt that names the page's Markdown export by
 * its absolute URL and pins the versions the page documents. The wording is the UI dictionary's
 * (`pageActionsMenu.prompt`); this module fills in its parts and builds the links.
 */
import { markdownUrlOf } from './paths';

/** The versions a page documents: MUI X's release, and the React and Material UI packages installed beside it. */
export interface DocumentedVersions {
  muiX: string;
  react: string;
  material: string;
}

/** `19.3.1` → `19`. */
export function majorOf(version: string): string {
  const major = /^\d+/.exec(version)?.[0];
  if (!major) {
    throw new Error(`"${version}" is not a package version such as 19.3.1.`);
  }
  return major;
}

/** "MUI X 8.29.3, React 19, Material UI 7": MUI X to the patch release, the others by major version. */
export function pinnedVersionsText({ muiX, react, material }: DocumentedVersions): string {
  return `MUI X ${muiX}, React ${majorOf(react)}, Material UI ${majorOf(material)}`;
}

/** The absolute URL of a page's Markdown export on the site's public origin (`https://mui.com/zh/x/introduction.md`). */
export function absoluteMarkdownUrl(siteUrl: string, permalink: string): string {
  return new URL(markdownUrlOf(permalink), siteUrl).href;
}

/**
 * A chat service's address with the prompt as its `q` parameter (`https://claude.ai/new?q=…`), percent-encoded
 * (`%20`, not the `+` of form encoding, which not every service reads as a space).
 */
export function chatLink(serviceUrl: string, prompt: string): string {
  return `${serviceUrl}${serviceUrl.includes('?') ? '&' : '?'}q=${encodeURIComponent(prompt)}`;
}
