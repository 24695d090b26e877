/**
 * Keeps an edited demo from hanging the page. Every loop of the compiled code calls the guard at the start of each
 * turn; the guard counts the time since the current task began running the demo's code and throws once it passes
 * the budget. The budget starts again in the next task, so code that pauses (timers, events, React's next render)
 * runs as long as it likes, and a loop inside a component or an effect is stopped as surely as one in the module.
 */
import { parse, type Node } from 'acorn';

/** How long the demo's code may run without giving the page back. */
export const LOOP_BUDGET_MS = 1000;

/** The name the compiled code calls the guard by: a parameter of the function the module runs in. */
export const LOOP_GUARD_NAME = '__demoLoopGuard';

/** Thrown by a loop that ran past the budget; the editor says the code was stopped. */
export class LoopBudgetError extends Error {
  constructor() {
    super(`Stopped: this code ran for more than ${LOOP_BUDGET_MS / 1000} s without a pause.`);
    this.name = 'LoopBudgetError';
  }
}

/** A guard with its own clock, for one compiled module; `now` and `nextTask` are the browser's unless a test gives them. */
export function createLoopGuard(
  budgetMs = LOOP_BUDGET_MS,
  now: () => number = () => performance.now(),
  nextTask: (callback: () => void) => void = (callback) => void setTimeout(callback, 0),
): () => void {
  let startedAt: number | null = null;
  let stopped = false;
  return () => {
    const time = now();
    if (startedAt === null) {
      startedAt = time;
      nextTask(() => {
        startedAt = null;
        stopped = false;
      });
    }
    // Once stopped, every loop of the task stops at once: a `try` around a loop must not let the task go on.
    if (stopped || time - startedAt > budgetMs) {
      stopped = true;
      throw new LoopBudgetError();
    }
  };
}

type LoopNode = Node & { body: Node };

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

function childNodes(node: Node): Node[] {
  const children: Node[] = [];
  for (const value of Object.values(node) as unknown[]) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item && typeof item === 'object' && typeof (item as Node).type === 'string') children.push(item as Node);
    }
  }
  return children;
}

/**
 * Adds a call of the guard at the start of every loop's body in `code` (the compiler's output, a function body).
 * Nothing is inserted on a line of its own, so every line stays where the reader wrote it.
 */
export function guardLoops(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
  const insertions: { at: number; text: string }[] = [];
  const call = `${LOOP_GUARD_NAME}();`;
  const visit = (node: Node) => {
    if (LOOPS.has(node.type)) {
      const { body } = node as LoopNode;
      if (body.type === 'BlockStatement') {
        insertions.push({ at: body.start + 1, text: call });
      } else {
        insertions.push({ at: body.start, text: `{${call}` }, { at: body.end, text: '}' });
      }
    }
    childNodes(node).forEach(visit);
  };
  visit(program);
  insertions.sort((a, b) => b.at - a.at);
  let guarded = code;
  for (const { at, text } of insertions) guarded = guarded.slice(0, at) + text + guarded.slice(at);
  return guarded;
}
