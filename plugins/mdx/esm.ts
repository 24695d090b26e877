/** MDX syntax-tree pieces the remark plugins add to pages: parsed JavaScript and `import` statements. */
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { RootContent } from 'mdast';

/** The ESTree MDX expects beside a piece of JavaScript in its syntax tree. */
export function estree(code: string): Program {
  return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
}

/** A top-level ESM node, such as `import Demo from '@theme/Demo';`. */
export function esmImport(code: string): RootContent {
  return { type: 'mdxjsEsm', value: code, data: { estree: estree(code) } } as unknown as RootContent;
}
