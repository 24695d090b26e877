/**
 * Turns a demo's edited code into a component: Sucrase strips the types and compiles the JSX and the `import`s
 * (keeping line numbers, so an error's line is the reader's line), then the module runs with a `require` that answers
 * from the demo's scope, the modules the original demo imports.
 */
import type { ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { transform, type Transform } from 'sucrase';
import type { CodeVariant } from '@site/src/lib/preferences';
import { errorLine } from './errorLine';

/** The modules an edited demo may import, by the specifier the demo uses (`@mui/x-data-grid`, `../data/employees`). */
export type DemoScope = Record<string, object>;

export interface DemoCodeError {
  /** What the compiler or the code said, in its own words. */
  message: string;
  /** The line of the reader's code, when the error tells it. */
  line: number | null;
  /** Mistakes the editor explains itself, in the reader's language: an import the scope lacks, no default export. */
  kind?: 'missing-module' | 'no-default-export';
}

export type CompiledDemo = { component: ComponentType; error?: undefined } | { component?: undefined; error: DemoCodeError };

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

/** An ES module's namespace, as a bundler builds it; anything else is what a CommonJS package exports. */
function isNamespace(value: object): boolean {
  return Object.prototype.toString.call(value) === '[object Module]' || '__esModule' in value;
}

function moduleFrom(scope: DemoScope, specifier: string): object {
  if (specifier === 'react/jsx-runtime') return jsxRuntime;
  const found = scope[specifier];
  if (!found) throw new MissingModuleError(specifier);
  // Sucrase's interop reads `default` of a module flagged as ES: a CommonJS package's exports are its default.
  return isNamespace(found) ? { __esModule: true, ...found } : { __esModule: true, ...found, default: found };
}

/** Compiles and runs the code; the result is its default export, or what stopped it and where. */
export function compileDemo(code: string, variant: CodeVariant, scope: DemoScope): CompiledDemo {
  let compiled: string;
  try {
    compiled = transform(code, {
      transforms: TRANSFORMS[variant],
      jsxRuntime: 'automatic',
      production: true,
      disableESTransforms: true,
    }).code;
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number } };
    return { error: { message: message.replace(/\s*\(\d+:\d+\)$/, ''), line: loc?.line ?? null } };
  }
  const module: { exports: { default?: unknown } } = { exports: {} };
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the reader's code is the point
    const run = new Function('require', 'module', 'exports', compiled) as (
      require: (specifier: string) => object,
      module: object,
      exports: object,
    ) => void;
    run((specifier) => moduleFrom(scope, specifier), module, module.exports);
  } catch (error) {
    if (error instanceof MissingModuleError) {
      return { error: { message: error.specifier, line: errorLine(error), kind: 'missing-module' } };
    }
    return { error: { message: error instanceof Error ? error.message : String(error), line: errorLine(error) } };
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
    return { error: { message: '', line: null, kind: 'no-default-export' } };
  }
  return { component: component as ComponentType };
}
