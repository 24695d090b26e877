/**
 * Checks a reader's theme text before anything uses it: `JSON.parse` only (nothing in it is ever run), then every
 * key against the options MUI's `createTheme` takes (`readerThemeRules.ts`). Each problem names its line and key.
 */
import { decomposeColor } from '@mui/material/styles';
import { jsonErrorPosition, jsonKeyLines, pathKey, type JsonPath } from './jsonSource';
import {
  COMPONENT_ENTRY_KEYS,
  COMPONENT_NAME,
  FORBIDDEN_KEYS,
  MAX_DEPTH,
  PALETTE_COLOUR_KEYS,
  READER_THEME_RULE,
  type Rule,
} from './readerThemeRules';
import { READER_THEME_MAX_CHARACTERS } from './storedReaderTheme';

/** A JSON object, as `JSON.parse` gives it. */
export interface JsonObject {
  [key: string]: JsonValue;
}
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** What a value had to be, for the message. */
export type ExpectedType = 'number' | 'opacity' | 'string' | 'numberOrString' | 'object' | 'css' | 'spacing' | 'tonalOffset';

/** A problem at a key: `path` is where, `line` the line of its key (1 for the whole theme). */
interface At {
  path: string;
  line: number;
}

export type ReaderThemeProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; limit: number }
  | { kind: 'unreadableFile' }
  | { kind: 'syntax'; line: number; column: number }
  | { kind: 'notObject' }
  | ({ kind: 'unknownKey'; allowed: string[] } & At)
  | ({ kind: 'siteOwned' } & At)
  | ({ kind: 'forbiddenKey' } & At)
  | ({ kind: 'type'; expected: ExpectedType } & At)
  | ({ kind: 'colour'; value: string } & At)
  | ({ kind: 'missingMain' } & At)
  | ({ kind: 'componentName' } & At)
  | ({ kind: 'tooDeep'; limit: number } & At);

export type ReaderThemeCheck = { ok: true; options: JsonObject } | { ok: false; problems: ReaderThemeProblem[] };

/** Past this many, the reader has enough to fix first. */
const MAX_PROBLEMS = 5;

type PathProblem = ReaderThemeProblem extends infer P ? (P extends At ? Omit<P, keyof At> : never) : never;

function isObject(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `decomposeColor` accepts a few malformed colours (`#12345`, `hsl(1)`); a colour here must give three channels. */
export function isReadableColour(value: string): boolean {
  if (value.startsWith('#') && !/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return false;
  try {
    const { values } = decomposeColor(value);
    return values.length >= 3 && values.every((channel) => Number.isFinite(channel));
  } catch {
    return false;
  }
}

/** How a path reads in a message: `palette.primary.main`, `components.MuiButton.styleOverrides.root`. */
export function formatPath(path: JsonPath): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

class Walk {
  readonly found: { path: JsonPath; problem: PathProblem }[] = [];

  report(path: JsonPath, problem: PathProblem): void {
    this.found.push({ path, problem });
  }

  value(value: JsonValue, rule: Rule, path: JsonPath): void {
    switch (rule.type) {
      case 'colour':
        if (typeof value !== 'string') this.report(path, { kind: 'type', expected: 'string' });
        else if (!isReadableColour(value)) this.report(path, { kind: 'colour', value });
        return;
      case 'number':
        if (typeof value !== 'number') this.report(path, { kind: 'type', expected: 'number' });
        return;
      case 'opacity':
        if (typeof value !== 'number' || value < 0 || value > 1) this.report(path, { kind: 'type', expected: 'opacity' });
        return;
      case 'string':
        if (typeof value !== 'string') this.report(path, { kind: 'type', expected: 'string' });
        return;
      case 'numberOrString':
        if (typeof value !== 'number' && typeof value !== 'string') this.report(path, { kind: 'type', expected: 'numberOrString' });
        return;
      case 'css':
        this.css(value, path, 0);
        return;
      case 'spacing':
        if (!(typeof value === 'number' || (Array.isArray(value) && value.length > 0 && value.every((size) => typeof size === 'number')))) {
          this.report(path, { kind: 'type', expected: 'spacing' });
        }
        return;
      case 'tonalOffset':
        if (typeof value === 'number') return;
        if (isObject(value)) this.object(value, { light: { type: 'number' }, dark: { type: 'number' } }, path);
        else this.report(path, { kind: 'type', expected: 'tonalOffset' });
        return;
      case 'json':
        this.json(value, path, 0);
        return;
      case 'components':
        this.components(value, path);
        return;
      case 'paletteColour':
        if (!isObject(value)) this.report(path, { kind: 'type', expected: 'object' });
        else if (value.main === undefined) this.report(path, { kind: 'missingMain' });
        else this.object(value, Object.fromEntries(PALETTE_COLOUR_KEYS.map((key) => [key, { type: 'colour' }])), path);
        return;
      case 'siteOwned':
        this.report(path, { kind: 'siteOwned' });
        return;
      case 'object':
        if (isObject(value)) this.object(value, rule.keys, path);
        else this.report(path, { kind: 'type', expected: 'object' });
        return;
    }
  }

  private object(value: JsonObject, keys: Readonly<Record<string, Rule>>, path: JsonPath): void {
    for (const [key, child] of Object.entries(value)) {
      const rule = Object.hasOwn(keys, key) ? keys[key] : undefined;
      if (FORBIDDEN_KEYS.has(key)) this.report([...path, key], { kind: 'forbiddenKey' });
      else if (rule) this.value(child, rule, [...path, key]);
      else
        this.report([...path, key], { kind: 'unknownKey', allowed: Object.keys(keys).filter((name) => keys[name]!.type !== 'siteOwned') });
    }
  }

  /** Keys of any name, except those that reach a prototype; not deeper than MAX_DEPTH. */
  private freeKeys(value: JsonObject, path: JsonPath, depth: number, each: (child: JsonValue, path: JsonPath) => void): void {
    if (depth >= MAX_DEPTH) {
      this.report(path, { kind: 'tooDeep', limit: MAX_DEPTH });
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) this.report([...path, key], { kind: 'forbiddenKey' });
      else each(child, [...path, key]);
    }
  }

  private css(value: JsonValue, path: JsonPath, depth: number): void {
    if (!isObject(value)) {
      this.report(path, { kind: 'type', expected: 'css' });
      return;
    }
    this.freeKeys(value, path, depth, (child, childPath) => {
      if (typeof child === 'string' || typeof child === 'number') return;
      if (isObject(child)) this.css(child, childPath, depth + 1);
      else this.report(childPath, { kind: 'type', expected: 'css' });
    });
  }

  private json(value: JsonValue, path: JsonPath, depth: number): void {
    if (Array.isArray(value)) {
      if (depth >= MAX_DEPTH) this.report(path, { kind: 'tooDeep', limit: MAX_DEPTH });
      else value.forEach((item, index) => this.json(item, [...path, index], depth + 1));
    } else if (isObject(value)) {
      this.freeKeys(value, path, depth, (child, childPath) => this.json(child, childPath, depth + 1));
    }
  }

  private components(value: JsonValue, path: JsonPath): void {
    if (!isObject(value)) {
      this.report(path, { kind: 'type', expected: 'object' });
      return;
    }
    for (const [name, entry] of Object.entries(value)) {
      const entryPath = [...path, name];
      if (!COMPONENT_NAME.test(name)) {
        this.report(entryPath, { kind: 'componentName' });
        continue;
      }
      if (!isObject(entry)) {
        this.report(entryPath, { kind: 'type', expected: 'object' });
        continue;
      }
      for (const [key, part] of Object.entries(entry)) {
        const partPath = [...entryPath, key];
        if (key === 'defaultProps') {
          if (isObject(part)) this.json(part, partPath, 0);
          else this.report(partPath, { kind: 'type', expected: 'object' });
        } else if (key === 'styleOverrides') {
          // Each slot (root, cell, day…) holds CSS properties; a function there would need code.
          if (isObject(part)) this.freeKeys(part, partPath, 0, (slot, slotPath) => this.css(slot, slotPath, 1));
          else this.report(partPath, { kind: 'type', expected: 'object' });
        } else if (FORBIDDEN_KEYS.has(key)) {
          this.report(partPath, { kind: 'forbiddenKey' });
        } else {
          this.report(partPath, { kind: 'unknownKey', allowed: [...COMPONENT_ENTRY_KEYS] });
        }
      }
    }
  }
}

/** The line of a path's key, or of its nearest parent's that has one (1 for the whole theme). */
function lineOf(path: JsonPath, keyLines: Map<string, number>): number {
  for (let length = path.length; length > 0; length -= 1) {
    const line = keyLines.get(pathKey(path.slice(0, length)));
    if (line !== undefined) return line;
  }
  return 1;
}

/** Reads and checks a reader's theme text: the options to merge, or what is wrong with them, line by line. */
export function validateReaderTheme(text: string): ReaderThemeCheck {
  if (text.length > READER_THEME_MAX_CHARACTERS) return { ok: false, problems: [{ kind: 'tooLong', limit: READER_THEME_MAX_CHARACTERS }] };
  if (text.trim() === '') return { ok: false, problems: [{ kind: 'empty' }] };
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    return { ok: false, problems: [{ kind: 'syntax', ...jsonErrorPosition(text) }] };
  }
  if (!isObject(value)) return { ok: false, problems: [{ kind: 'notObject' }] };
  const walk = new Walk();
  walk.value(value, READER_THEME_RULE, []);
  if (walk.found.length === 0) return { ok: true, options: value };
  const keyLines = jsonKeyLines(text);
  return {
    ok: false,
    problems: walk.found
      .slice(0, MAX_PROBLEMS)
      .map(({ path, problem }) => ({ ...problem, path: formatPath(path), line: lineOf(path, keyLines) })),
  };
}
