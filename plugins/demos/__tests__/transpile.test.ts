import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { markBlankLines, toJavaScript } from '../transpile';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/demos/CounterDemo.tsx'), 'utf8');

/** Runs a module's source (TSX or JSX) as CommonJS and returns its exports. */
function run(source: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, jsx: ts.JsxEmit.ReactJSX, esModuleInterop: true, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, require);
  return module.exports;
}

describe('toJavaScript', () => {
  it('strips every type and keeps the behaviour: the JavaScript renders what the TypeScript renders', async () => {
    const js = await toJavaScript(fixture);
    expect(js).not.toMatch(/interface|: number|<number>|CounterProps|: string/);
    const fromTs = run(fixture).markup as () => string;
    const fromJs = run(js).markup as () => string;
    expect(fromJs()).toBe(fromTs());
    expect(fromJs()).toBe('<p>Clicks: 42</p>');
  });

  it('keeps the blank lines between statements and formats with Prettier', async () => {
    const js = await toJavaScript(fixture);
    expect(js).toContain("import { renderToStaticMarkup } from 'react-dom/server';\n\nfunction Counter");
    expect(js).toContain('const [count] = React.useState(start * 2);\n\n  return (');
    expect(js).not.toContain('@@x-docs-blank-line');
  });

  it('marks blank lines only before statements, never inside JSX text', () => {
    const marked = markBlankLines('const a = 1;\n\nconst b = (\n  <p>\n\n    text\n  </p>\n);\n');
    expect(marked.match(/@@x-docs-blank-line@@/g)).toHaveLength(1);
    expect(marked).toContain('<p>\n\n    text');
  });

  it('reads a .ts helper module as TypeScript, where <T>(...) => is a generic arrow function and not JSX', async () => {
    const helper = 'export const pick = <T>(list: readonly T[], index: number): T | undefined =>\n  list[index];\n';
    const js = await toJavaScript(helper, 'orders.ts');
    expect(js).toBe('export const pick = (list, index) => list[index];\n');
    expect((run(js).pick as (list: string[], index: number) => string)(['tea', 'cake'], 1)).toBe('cake');
  });

  it("names a worker's script by its JavaScript file in the JavaScript variant", async () => {
    const helper = "export const start = () =>\n  new Worker(new URL('./countWorker.ts', import.meta.url), { type: 'module' });\n";
    const js = await toJavaScript(helper, 'startCounting.ts');
    expect(js).toContain("new URL('./countWorker.js', import.meta.url)");
  });
});
