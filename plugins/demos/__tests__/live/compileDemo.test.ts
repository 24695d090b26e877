import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileDemo, type DemoScope } from '../../theme/Demo/live/compileDemo';

const scope: DemoScope = {
  react: React,
  // A CommonJS package as a bundler may hand it over: its exports themselves, here a function.
  'left-pad': (text: string, width: number) => text.padStart(width, '·'),
  // An ES module's namespace.
  './labels': Object.defineProperty({ greeting: 'Hello' }, Symbol.toStringTag, { value: 'Module' }),
  // What a demo's sources module holds for a package the demo takes a few names from.
  '@mui/material/Chip': { __esModule: true, default: ({ label }: { label: string }) => React.createElement('span', null, label) },
};

function rendered(result: ReturnType<typeof compileDemo>): string {
  if (!result.component) throw new Error(`Did not compile: ${JSON.stringify(result.error)}`);
  return renderToStaticMarkup(React.createElement(result.component));
}

describe('compileDemo', () => {
  it('runs TypeScript with JSX, its imports answered from the scope', () => {
    const code = [
      "import * as React from 'react';",
      "import pad from 'left-pad';",
      "import { greeting } from './labels';",
      'interface Props { name?: string }',
      'export default function Greeting({ name = "reader" }: Props) {',
      '  const [count] = React.useState<number>(2);',
      '  return <p>{pad(`${greeting}, ${name}`, 14)} ×{count}</p>;',
      '}',
    ].join('\n');
    expect(rendered(compileDemo(code, 'TS', scope))).toBe('<p>·Hello, reader ×2</p>');
  });

  it('runs JavaScript, and JSX without a React import', () => {
    const code = 'export default function Plain() {\n  return <strong>plain</strong>;\n}';
    expect(rendered(compileDemo(code, 'JS', scope))).toBe('<strong>plain</strong>');
  });

  it('gives a syntax error with its line', () => {
    const code = 'export default function Broken() {\n  return <p>open\n}';
    expect(compileDemo(code, 'TS', scope).error).toEqual({ message: expect.stringMatching(/JSX|Unexpected/), line: 3 });
  });

  it('reads TypeScript in the JavaScript variant as an error', () => {
    const code = 'const width: number = 3;\nexport default function Typed() {\n  return null;\n}';
    expect(compileDemo(code, 'JS', scope).error?.line).toBe(1);
  });

  it('gives an error thrown while the module runs with its line', () => {
    const code =
      "import * as React from 'react';\n\nconst rows = null;\nconst first = rows[0];\nexport default function Demo() {\n  return null;\n}";
    expect(compileDemo(code, 'TS', scope).error).toEqual({ message: expect.stringContaining('null'), line: 4 });
  });

  it('names an import the scope does not have', () => {
    const code = "import { DataGrid } from '@mui/x-data-grid';\nexport default function Grid() {\n  return <DataGrid />;\n}";
    expect(compileDemo(code, 'TS', scope).error).toMatchObject({ kind: 'missing-module', message: '@mui/x-data-grid' });
  });

  it('runs a default import taken from the scope by name', () => {
    const code = 'import Chip from \'@mui/material/Chip\';\nexport default function Tag() {\n  return <Chip label="new" />;\n}';
    expect(rendered(compileDemo(code, 'TS', scope))).toBe('<span>new</span>');
  });

  it('names a name the scope lacks from a module it has, with the line that reads it', () => {
    const code =
      "import { greeting, farewell } from './labels';\n\nconst words = [greeting, farewell];\nexport default function Words() {\n  return null;\n}";
    expect(compileDemo(code, 'TS', scope).error).toEqual({ kind: 'missing-export', message: 'farewell', module: './labels', line: 3 });
  });

  it('asks for a default export', () => {
    expect(compileDemo('export function Named() {\n  return null;\n}', 'TS', scope).error).toMatchObject({ kind: 'no-default-export' });
  });
});
