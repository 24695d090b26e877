import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDemos from '../remarkDemos';
import { demoFileDependenciesOf, startDemoFileDependencies } from '../demoFileDependencies';

// The loader is CommonJS, loaded by the bundler as it is.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoFileDependenciesLoader = require('../demoFileDependenciesLoader.cjs') as (
  this: LoaderContext,
  source: string,
  map?: unknown,
) => void;

interface LoaderContext {
  resourcePath: string;
  addDependency: jest.Mock;
  addMissingDependency: jest.Mock;
  callback: jest.Mock;
}

const fixtures = path.join(__dirname, 'fixtures/demos');
const pagePath = path.join(fixtures, 'page.mdx');
const fixture = (name: string) => path.join(fixtures, name);
let sourcesDir = '';

beforeEach(() => {
  sourcesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-'));
});

afterEach(() => {
  fs.rmSync(sourcesDir, { recursive: true, force: true });
});

function demoNode(src: string): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name: 'Demo', attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: src }], children: [] };
}

describe("a page's demo files", () => {
  it('lists the demos, their styling variants and the files they import, and the variants not written yet', async () => {
    const tree: Root = { type: 'root', children: [demoNode('./CounterDemo.tsx'), demoNode('./BadgeDemo.tsx')] };
    await remarkDemos({ sourcesDir })(tree, { path: pagePath });
    const files = demoFileDependenciesOf(pagePath);
    expect([...(files?.found ?? [])].sort()).toEqual(
      ['CounterDemo.tsx', 'BadgeDemo.tsx', 'BadgeDemo.tailwind.tsx', 'BadgeDemo.css.tsx', 'BadgeDemo.css'].map(fixture).sort(),
    );
    expect([...(files?.missing ?? [])].sort()).toEqual(['CounterDemo.tailwind.tsx', 'CounterDemo.css.tsx'].map(fixture).sort());
  });

  it('starts afresh each time the page is compiled', async () => {
    await remarkDemos({ sourcesDir })({ type: 'root', children: [demoNode('./BadgeDemo.tsx')] }, { path: pagePath });
    await remarkDemos({ sourcesDir })({ type: 'root', children: [] }, { path: pagePath });
    expect(demoFileDependenciesOf(pagePath)).toEqual({ found: new Set(), missing: new Set() });
  });

  it("are declared to the bundler by the loader that runs after the MDX loader, which passes the page's module on", () => {
    const files = startDemoFileDependencies('/site/docs/page.mdx');
    files.found.add('/site/docs/demos/A.tsx');
    files.missing.add('/site/docs/demos/A.tailwind.tsx');
    const context: LoaderContext = {
      resourcePath: '/site/docs/page.mdx',
      addDependency: jest.fn(),
      addMissingDependency: jest.fn(),
      callback: jest.fn(),
    };
    demoFileDependenciesLoader.call(context, 'export default 1;', { mappings: '' });
    expect(context.addDependency.mock.calls).toEqual([['/site/docs/demos/A.tsx']]);
    expect(context.addMissingDependency.mock.calls).toEqual([['/site/docs/demos/A.tailwind.tsx']]);
    expect(context.callback).toHaveBeenCalledWith(null, 'export default 1;', { mappings: '' });
  });

  it('passes a page it knows nothing of on unchanged', () => {
    const context: LoaderContext = {
      resourcePath: '/site/docs/other.mdx',
      addDependency: jest.fn(),
      addMissingDependency: jest.fn(),
      callback: jest.fn(),
    };
    demoFileDependenciesLoader.call(context, 'export default 2;');
    expect(context.addDependency).not.toHaveBeenCalled();
    expect(context.callback).toHaveBeenCalledWith(null, 'export default 2;', undefined);
  });
});
