/**
 * Turns a demo's edited code into a component: Sucrase strips the types and compiles the JSX and the `import`s
 * (keeping line numbers, so an error's line is the reader's line), every loop gets a time guard (`loopGuard.ts`),
 * then the module runs with a `require` that answers from the demo's scope, the modules the original demo imports,
 * and with timers and listeners that its `dispose` stops (`demoGlobals.ts`).
 */
import type { ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { transform, type Transform } from 'sucrase';
import type { CodeVariant } from '@site/src/lib/preferences';
import { errorLine } from './errorLine';
import { createLoopGuard, guardLoops, LOOP_GUARD_NAME, LoopBudgetError } from './loopGuard';
import { createDemoGlobals, TRACKED_GLOBALS } from './demoGlobals';

/** The modules an edited demo may import, by the specifier the demo uses (`@mui/x-data-grid`, `../data/employees`). */
export type DemoScope = Record<string, object>;

export interface DemoCodeError {
  /** What the compiler or the code said, in its own words. */
  message: string;
  /** The line of the reader's code, when the error tells it. */
  line: number | null;
  /**
   * Mistakes the editor explains itself, in the reader's language: a module the scope lacks (`message` is its
   * specifier), a name it lacks from a module (`message` is the name, `module` the specifier), no default export,
   * code stopped for running too long without a pause.
   */
  kind?: 'missing-module' | 'missing-export' | 'no-default-export' | 'stopped';
  module?: string;
}

/** A compiled demo, with `dispose` to stop the timers and listeners its code started; or what stops it. */
export type CompiledDemo =
  | { component: ComponentType; dispose: () => void; error?: undefined }
  | { component?: undefined; dispose?: undefined; error: DemoCodeError };

const TRANSFORMS: Record<CodeVariant, Transform[]> = {
  TS: ['typescript', 'jsx', 'imports'],
  JS: ['jsx', 'imports'],
};

class MissingModuleError extends Error {
  constructor(readonly specifier: string) {
    super(specifier);
    this.name = 'MissingModuleError';
  }
}

/** A name the code imports that the demo's scope does not have: the scope holds what the original demo imports. */
export class MissingExportError extends Error {
  constructor(
    readonly specifier: string,
    readonly exportName: string,
  ) {
    super(`${exportName} is not imported from ${specifier} by the original demo`);
    this.name = 'MissingExportError';
  }
}

/** The error of an edited demo that is the editor's to explain, from what the code threw. */
export function codeError(error: unknown): DemoCodeError {
  if (error instanceof MissingExportError) {
    return { message: error.exportName, module: error.specifier, line: errorLine(error), kind: 'missing-export' };
  }
  if (error instanceof LoopBudgetError) {
    return { message: error.message, line: errorLine(error), kind: 'stopped' };
  }
  return { message: error instanceof Error ? error.message : String(error), line: errorLine(error) };
}

/** A module whose missing names throw when the code reads them, instead of reaching React as `undefined`. */
function withKnownExports(specifier: string, exports: object): object {
  return new Proxy(exports, {
    get(target, property, receiver) {
      // Interop helpers probe `__esModule` and the like; symbols are the runtime's own.
      if (typeof property === 'string' && !property.startsWith('__') && !(property in target)) {
        throw new MissingExportError(specifier, property);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** An ES module's namespace, as a bundler builds it; anything else is what a CommonJS package exports. */
function isNamespace(value: object): boolean {
  return Object.prototype.toString.call(value) === '[object Module]' || '__esModule' in value;
}

function moduleFrom(scope: DemoScope, specifier: string): object {
  if (specifier === 'react/jsx-runtime') return jsxRuntime;
  const found = scope[specifier];
  if (!found) throw new MissingModuleError(specifier);
  // Sucrase's interop reads `default` of a module flagged as ES: a CommonJS package's exports are its default.
  return withKnownExports(specifier, isNamespace(found) ? { __esModule: true, ...found } : { __esModule: true, ...found, default: found });
}

/** Compiles and runs the code; the result is its default export, or what stopped it and where. */
export function compileDemo(code: string, variant: CodeVariant, scope: DemoScope): CompiledDemo {
  let compiled: string;
  try {
    compiled = guardLoops(
      transform(code, {
        transforms: TRANSFORMS[variant],
        jsxRuntime: 'automatic',
        production: true,
        disableESTransforms: true,
      }).code,
    );
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number } };
    return { error: { message: message.replace(/\s*\(\d+:\d+\)$/, ''), line: loc?.line ?? null } };
  }
  const module: { exports: { default?: unknown } } = { exports: {} };
  const { globals, dispose } = createDemoGlobals();
  try {
    // One line of parameters: errorLine counts the lines `new Function` puts before the body.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the reader's code is the point
    const run = new Function('require', 'module', 'exports', LOOP_GUARD_NAME, ...TRACKED_GLOBALS, compiled) as (...args: unknown[]) => void;
    const require = (specifier: string) => moduleFrom(scope, specifier);
    run(require, module, module.exports, createLoopGuard(), ...TRACKED_GLOBALS.map((name) => globals[name]));
  } catch (error) {
    dispose();
    if (error instanceof MissingModuleError) {
      return { error: { message: error.specifier, line: errorLine(error), kind: 'missing-module' } };
    }
    return { error: codeError(error) };
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
    dispose();
    return { error: { message: '', line: null, kind: 'no-default-export' } };
  }
  return { component: component as ComponentType, dispose };
}
