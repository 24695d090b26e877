/**
 * Where things are in a JSON text, for messages that point at a line: the line of each key, and the line and
 * column of the first syntax error. `JSON.parse` says neither in a way every browser shares (Chrome's message has no
 * position for an unexpected token), so this scanner walks the text by JSON's grammar itself. It never builds
 * values: `JSON.parse` does that.
 */

export interface SourcePosition {
  line: number;
  column: number;
}

/** A path to a value: object keys and array indices, from the top. */
export type JsonPath = readonly (string | number)[];

/** The map key of a path (keys may hold dots, so paths are not joined with one). */
export function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

class JsonSyntaxError extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at ${offset}`);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

class Scanner {
  private offset = 0;
  private line = 1;
  readonly keyLines = new Map<string, number>();

  constructor(private readonly text: string) {}

  position(offset: number): SourcePosition {
    const before = this.text.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
  }

  document(): void {
    this.value([]);
    this.whitespace();
    if (this.offset < this.text.length) throw new JsonSyntaxError(this.offset);
  }

  private whitespace(): void {
    while (this.offset < this.text.length && WHITESPACE.has(this.text[this.offset]!)) {
      if (this.text[this.offset] === '\n') {
        this.line += 1;
      }
      this.offset += 1;
    }
  }

  private expect(character: string): void {
    if (this.text[this.offset] !== character) throw new JsonSyntaxError(this.offset);
    this.offset += 1;
  }

  private value(path: JsonPath): void {
    this.whitespace();
    const character = this.text[this.offset];
    if (character === '{') this.object(path);
    else if (character === '[') this.array(path);
    else if (character === '"') this.string();
    else this.literal();
  }

  private object(path: JsonPath): void {
    this.expect('{');
    this.whitespace();
    if (this.text[this.offset] === '}') {
      this.offset += 1;
      return;
    }
    for (;;) {
      this.whitespace();
      const line = this.line;
      const key = this.string();
      this.keyLines.set(pathKey([...path, key]), line);
      this.whitespace();
      this.expect(':');
      this.value([...path, key]);
      this.whitespace();
      if (this.text[this.offset] === ',') {
        this.offset += 1;
        continue;
      }
      this.expect('}');
      return;
    }
  }

  private array(path: JsonPath): void {
    this.expect('[');
    this.whitespace();
    if (this.text[this.offset] === ']') {
      this.offset += 1;
      return;
    }
    for (let index = 0; ; index += 1) {
      this.value([...path, index]);
      this.whitespace();
      if (this.text[this.offset] === ',') {
        this.offset += 1;
        continue;
      }
      this.expect(']');
      return;
    }
  }

  private string(): string {
    const start = this.offset;
    this.expect('"');
    for (;;) {
      const character = this.text[this.offset];
      if (character === undefined || character < ' ') throw new JsonSyntaxError(this.offset);
      if (character === '"') break;
      if (character === '\\') {
        const escaped = this.text[this.offset + 1];
        if (escaped === 'u') {
          if (!HEX4.test(this.text.slice(this.offset + 2, this.offset + 6))) throw new JsonSyntaxError(this.offset);
          this.offset += 6;
        } else if (escaped !== undefined && ESCAPES.has(escaped)) {
          this.offset += 2;
        } else {
          throw new JsonSyntaxError(this.offset);
        }
        continue;
      }
      this.offset += 1;
    }
    this.offset += 1;
    return JSON.parse(this.text.slice(start, this.offset)) as string;
  }

  private literal(): void {
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return;
      }
    }
    NUMBER.lastIndex = this.offset;
    if (!NUMBER.test(this.text)) throw new JsonSyntaxError(this.offset);
    this.offset = NUMBER.lastIndex;
  }
}

/** Where the first syntax error of a text `JSON.parse` refused is (its end, if the scanner finds none). */
export function jsonErrorPosition(text: string): SourcePosition {
  const scanner = new Scanner(text);
  try {
    scanner.document();
  } catch (error) {
    if (error instanceof JsonSyntaxError) return scanner.position(error.offset);
    // Nesting too deep for the scanner's recursion: no better place to point at than the start.
    return { line: 1, column: 1 };
  }
  return scanner.position(text.length);
}

/** The line of every key of a valid JSON text, by `pathKey`; empty if the text cannot be scanned. */
export function jsonKeyLines(text: string): Map<string, number> {
  const scanner = new Scanner(text);
  try {
    scanner.document();
  } catch {
    return new Map();
  }
  return scanner.keyLines;
}
