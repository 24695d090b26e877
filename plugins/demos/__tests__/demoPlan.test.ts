import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Plan } from '../../../src/data/products';
import { demoPlanOf, sectionPlans } from '../demoPlan';
import remarkDemos from '../remarkDemos';

function heading(depth: Heading['depth'], text: string): Heading {
  return { type: 'heading', depth, children: [{ type: 'text', value: text }] };
}

function demo(name: string): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name: 'Demo', attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: name }], children: [] };
}

const textOf = (node: Heading) => (node.children[0] as { value: string }).value;

describe("a demo's plan", () => {
  it('is the highest plan of the MUI X packages its files import, deep imports included', () => {
    expect(demoPlanOf(["import { DataGrid } from '@mui/x-data-grid';"])).toBe('community');
    expect(demoPlanOf(["import { DataGridPro } from '@mui/x-data-grid-pro';"])).toBe('pro');
    expect(demoPlanOf(["import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';"])).toBe('pro');
    expect(
      demoPlanOf(["import { DataGrid } from '@mui/x-data-grid';\nimport Setup from './setup';", "import '@mui/x-data-grid-premium';"]),
    ).toBe('premium');
    expect(demoPlanOf(["import Button from '@mui/material/Button';"])).toBe('community');
  });
});

describe("a section's plan", () => {
  it('is the highest plan of the demos up to the next heading of its level, an ### counting for its ##', () => {
    const plans: Record<string, Plan> = { A: 'pro', B: 'premium', C: 'community', D: 'pro' };
    const children: RootContent[] = [
      heading(1, 'Page'),
      heading(2, 'Basics'),
      demo('C'),
      heading(2, 'Pinning'),
      demo('A'),
      heading(3, 'Grouped'),
      { type: 'blockquote', children: [demo('B')] },
      heading(2, 'Charts'),
      heading(3, 'Zoom'),
      demo('D'),
    ];
    const tree: Root = { type: 'root', children };
    const result = sectionPlans(tree, (node) => plans[(node.attributes[0] as { value: string }).value] ?? 'community');
    expect(Object.fromEntries([...result].map(([node, plan]) => [textOf(node), plan]))).toEqual({
      Pinning: 'premium',
      Grouped: 'premium',
      Charts: 'pro',
      Zoom: 'pro',
    });
  });
});

describe('remarkDemos and plans', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-plan-'));
    fs.writeFileSync(
      path.join(dir, 'ProDemo.tsx'),
      "import * as React from 'react';\nimport { grid } from './proSetup';\nexport default function ProDemo() { return null; }\n",
    );
    fs.writeFileSync(
      path.join(dir, 'proSetup.ts'),
      "import { DataGridPro } from '@mui/x-data-grid-pro';\nexport const grid = DataGridPro;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'PlainDemo.tsx'),
      "import * as React from 'react';\nexport default function PlainDemo() { return null; }\n",
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("hands a Pro demo its plan and marks its section's heading", async () => {
    const proSection = heading(2, 'Pinned columns');
    const plainSection = heading(2, 'Rows');
    const proDemo = demo('./ProDemo.tsx');
    const plainDemo = demo('./PlainDemo.tsx');
    const tree: Root = { type: 'root', children: [plainSection, plainDemo, proSection, proDemo] };
    await remarkDemos({ sourcesDir: path.join(dir, 'sources') })(tree, { path: path.join(dir, 'page.mdx') });
    const planAttribute = (node: MdxJsxFlowElement) =>
      node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'plan');
    expect(planAttribute(proDemo)).toMatchObject({ value: { value: '"pro"' } });
    expect(planAttribute(plainDemo)).toBeUndefined();
    expect(proSection.children.at(-1)).toMatchObject({
      type: 'mdxJsxTextElement',
      name: 'PlanMark',
      attributes: [{ name: 'plan', value: 'pro' }],
    });
    expect(plainSection.children).toHaveLength(1);
    const imports = tree.children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
    expect(imports).toContain("import PlanMark from '@theme/PlanMark';");
  });
});
