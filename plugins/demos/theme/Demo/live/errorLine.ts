/** `new Function` puts two lines of its own before the body: `function anonymous(…` and `) {`. */
const FUNCTION_HEADER_LINES = 2;

/**
 * The line of the reader's code that an error thrown by their compiled demo points at, if its stack says. Sucrase
 * keeps every line where it was, so the compiled line is the reader's line.
 */
export function errorLine(error: unknown): number | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  // V8: "at Demo (eval at compileDemo (…), <anonymous>:8:18)"; Firefox: "Demo@… > Function:8:18".
  const match = /(?:<anonymous>|Function):(\d+):\d+\)?$/m.exec(stack);
  const line = match ? Number(match[1]) - FUNCTION_HEADER_LINES : null;
  return line !== null && line > 0 ? line : null;
}
