/**
 * The inline scripts of a built page, which the Content-Security-Policy allows one by one by their SHA-256 digest
 * (`'sha256-…'`), and what no hash can allow: event handler attributes (`onload="…"`) and `javascript:` URLs, which
 * need `'unsafe-inline'`. The digest is taken over the script's text exactly as it stands in the file, as the browser
 * takes it.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** `type` values a browser runs as script (the empty one is JavaScript); JSON data and other types never run. */
const SCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

export interface InlineScripts {
  /** The base64 SHA-256 digest of each inline script's text. */
  hashes: string[];
  /** Attributes that would run script without being a <script> element, as `tag[attribute]`. */
  inlineHandlers: string[];
}

export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

export function inlineScriptsOf(html: string): InlineScripts {
  const hashes: string[] = [];
  const inlineHandlers: string[] = [];
  let script: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/.test(attribute) || /^\s*javascript:/i.test(value)) inlineHandlers.push(`${name}[${attribute}]`);
        }
        if (name === 'script' && attributes.src === undefined && SCRIPT_TYPES.test((attributes.type ?? '').trim())) script = '';
      },
      ontext(text) {
        if (script !== undefined) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== undefined) {
          hashes.push(sha256Base64(script));
          script = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { hashes, inlineHandlers };
}
