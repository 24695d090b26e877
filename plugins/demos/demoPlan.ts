/**
 * The plan a demo needs, from what it imports: the highest plan of the MUI X packages in its source and in the local
 * files it imports (a shared grid setup importing `@mui/x-data-grid-premium` makes its demos Premium). A guide
 * section's plan is the highest of its demos': `sectionPlans` finds it for each heading, a section running to the
 * next heading of the same or a higher level, so an `###` section's demos count for its `##` too.
 */
import type { Heading, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { products, type Plan } from '../../src/data/products';
import { highestPlan } from '../../src/lib/plans';
import { importedPackages } from './sandbox/imports';

const PLAN_OF_PACKAGE = new Map<string, Plan>(products.flatMap((product) => product.packages.map((entry) => [entry.name, entry.plan])));

/** The plan of the demo whose source files (the demo's first) are given. */
export function demoPlanOf(sources: readonly string[]): Plan {
  return highestPlan(sources.flatMap(importedPackages).flatMap((name) => PLAN_OF_PACKAGE.get(name) ?? []));
}

type TreeNode = { type: string; children?: TreeNode[] };

function demosIn(node: TreeNode): MdxJsxFlowElement[] {
  if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === 'Demo') return [node as MdxJsxFlowElement];
  return (node.children ?? []).flatMap(demosIn);
}

/** Each heading of the page whose section holds a demo needing a plan above Community, with that plan. */
export function sectionPlans(tree: Root, planOfDemo: (demo: MdxJsxFlowElement) => Plan): Map<Heading, Plan> {
  const plans = new Map<Heading, Plan>();
  const open: Heading[] = [];
  for (const node of tree.children) {
    // The page's title (`#`) is the page's, whose plan the navigation gives.
    if (node.type === 'heading' && node.depth > 1) {
      while (open.length > 0 && (open.at(-1) as Heading).depth >= node.depth) open.pop();
      open.push(node);
      continue;
    }
    if (node.type === 'heading') continue;
    for (const demo of demosIn(node)) {
      const plan = planOfDemo(demo);
      if (plan === 'community') continue;
      for (const heading of open) plans.set(heading, highestPlan([plans.get(heading) ?? 'community', plan]));
    }
  }
  return plans;
}
