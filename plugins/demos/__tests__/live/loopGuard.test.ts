import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileDemo } from '../../theme/Demo/live/compileDemo';
import { createLoopGuard, guardLoops, LOOP_BUDGET_MS, LoopBudgetError } from '../../theme/Demo/live/loopGuard';

const scope = { react: React };

/** Compiles the demo and renders it, as the preview does; returns the markup or the error the editor shows. */
function outcome(code: string): { markup?: string; error?: ReturnType<typeof compileDemo>['error'] } {
  const result = compileDemo(code, 'TS', scope);
  if (!result.component) return { error: result.error };
  try {
    return { markup: renderToStaticMarkup(React.createElement(result.component)) };
  } finally {
    result.dispose();
  }
}

const component = 'export default function Demo() {\n  return <p>ran</p>;\n}';

describe('the loop guard', () => {
  it.each([
    ['while', 'while (true) {}'],
    ['while without a block', 'let n = 0;\nwhile (true) n++;'],
    ['do…while', 'do {} while (true);'],
    ['for', 'for (;;) {}'],
    ['for with an empty body', 'for (;;);'],
    ['for…of', 'const forever = { *[Symbol.iterator]() { while (true) yield 1; } };\nfor (const item of forever) {}'],
    [
      'for…in inside an endless for',
      'const keys: Record<string, number> = { a: 0 };\nlet n = 0;\nfor (;;) { for (const key in keys) { n++; } }',
    ],
    ['a loop caught and retried', 'for (;;) {\n  try { while (true) {} } catch {}\n}'],
  ])('stops an endless %s in the module within the budget, with a clear error', (_kind, loop) => {
    const started = performance.now();
    const { error } = outcome(`${loop}\n${component}`);
    expect(error).toMatchObject({ kind: 'stopped', message: expect.stringMatching(/^Stopped: this code ran/) });
    expect(performance.now() - started).toBeLessThan(LOOP_BUDGET_MS * 3);
  });

  it('stops an endless loop inside the component while it renders', () => {
    const code = 'export default function Demo() {\n  let n = 0;\n  while (n >= 0) n++;\n  return <p>{n}</p>;\n}';
    const result = compileDemo(code, 'TS', scope);
    expect(() => renderToStaticMarkup(React.createElement(result.component!))).toThrow(LoopBudgetError);
  });

  it('runs ordinary loops, and a long but finite loop under the budget', () => {
    const code = [
      'let total = 0;',
      'for (let i = 0; i < 200_000; i++) total += i % 3;',
      'for (const word of ["a", "b"]) total += word.length;',
      'for (const key in { x: 1 }) total += key.length;',
      'let j = 0;',
      'do { j++; } while (j < 10);',
      'export default function Demo() {',
      '  return <p>{total + j}</p>;',
      '}',
    ].join('\n');
    expect(outcome(code).markup).toBe(`<p>${200_000 - 1 + 2 + 1 + 10}</p>`);
  });

  it('keeps every line where the reader wrote it', () => {
    const code = 'let n = 0;\nwhile (n < 3)\n  n++;\nfor (;;) { break; }';
    const guarded = guardLoops(code);
    expect(guarded.split('\n')).toHaveLength(4);
    expect(guarded).toBe('let n = 0;\nwhile (n < 3)\n  {__demoLoopGuard();n++;}\nfor (;;) {__demoLoopGuard(); break; }');
  });

  it('counts time, not turns, and starts the budget again in the next task', () => {
    let now = 0;
    const pending: (() => void)[] = [];
    const guard = createLoopGuard(
      100,
      () => now,
      (callback) => pending.push(callback),
    );
    for (let turn = 0; turn < 1000; turn++) guard();
    now = 101;
    expect(guard).toThrow(LoopBudgetError);
    now = 0;
    // Still the same task: once stopped, every loop stops.
    expect(guard).toThrow(LoopBudgetError);
    pending.splice(0).forEach((callback) => callback());
    now = 500;
    expect(guard).not.toThrow();
  });
});
