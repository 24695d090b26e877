import { extractApiReference, withoutGeneratedLinkLists } from '../extract';
import type { RawPage } from '../extract/types';
import { FIXTURE_PACKAGES_DIR, FIXTURE_PRODUCTS, isFixtureFile } from './fixture';

const extracted = extractApiReference({ products: FIXTURE_PRODUCTS, nodeModulesDir: FIXTURE_PACKAGES_DIR, isOwnFile: isFixtureFile });

function page(name: string): RawPage {
  const found = extracted.pages.find((entry) => entry.name === name);
  if (!found) throw new Error(`No page for ${name}; pages: ${extracted.pages.map((entry) => entry.name).join(', ')}`);
  return found;
}

function member(pageName: string, name: string) {
  return page(pageName).members.find((entry) => entry.name === name);
}

describe('extractApiReference on a fixture package', () => {
  it('gives one page per component and per listed interface, and nothing else', () => {
    expect(extracted.pages.map((entry) => `${entry.kind}:${entry.name}`).sort()).toEqual([
      'component:Widget',
      'component:WidgetPro',
      'component:WidgetSeparator',
      'interface:WidgetApi',
    ]);
  });

  it('gives a component that takes no props a page without props, for its import and its demos', () => {
    expect(page('WidgetSeparator')).toMatchObject({
      members: [],
      inheritance: [],
      imports: [expect.objectContaining({ packageName: '@mui/x-fixture' }), expect.objectContaining({ packageName: '@mui/x-fixture-pro' })],
    });
  });

  it('records the package versions it read', () => {
    expect(extracted.versions).toEqual({ '@mui/x-fixture': '1.2.3', '@mui/x-fixture-pro': '1.2.3' });
  });

  it('puts a re-exported component under the lowest plan and lists every package it can be imported from', () => {
    expect(page('Widget').plan).toBe('community');
    expect(page('WidgetPro').plan).toBe('pro');
    expect(page('Widget').imports).toEqual([
      {
        packageName: '@mui/x-fixture',
        statement: "import { Widget } from '@mui/x-fixture';",
        deepStatement: "import { Widget } from '@mui/x-fixture/Widget';",
      },
      { packageName: '@mui/x-fixture-pro', statement: "import { Widget } from '@mui/x-fixture-pro';" },
    ]);
    expect(page('WidgetApi').imports[0]?.statement).toBe("import type { WidgetApi } from '@mui/x-fixture';");
  });

  it('lists the own props with their written types, required marks, defaults and JSDoc', () => {
    expect(page('Widget').members.map((entry) => entry.name)).toEqual(['classes', 'compact', 'density', 'onRowClick', 'rows', 'slots']);
    expect(member('Widget', 'rows')).toEqual({
      name: 'rows',
      type: 'readonly string[]',
      required: true,
      description: 'The rows to show; {@link WidgetApi} can scroll to them.',
    });
    expect(member('Widget', 'density')).toMatchObject({ type: "'compact' | 'standard'", required: false, defaultValue: "'standard'" });
    expect(member('Widget', 'density')?.description).toBe('How dense the rows are, in **points** of spacing.');
    expect(member('Widget', 'onRowClick')?.type).toBe('(row: string, event: React.MouseEvent<HTMLDivElement>) => void');
  });

  it('marks deprecated props with the reason', () => {
    expect(member('Widget', 'compact')).toMatchObject({ deprecated: 'Use `density="compact"` instead.' });
    expect(member('Widget', 'density')).not.toHaveProperty('deprecated');
  });

  it('names inherited DOM props instead of listing them', () => {
    const [dom, ref] = page('Widget').inheritance;
    expect(dom).toMatchObject({ source: 'React.HTMLAttributes<HTMLDivElement>', packageName: 'react' });
    expect(dom?.propCount).toBeGreaterThan(100);
    expect(ref).toMatchObject({ source: 'React.RefAttributes<HTMLDivElement>', packageName: 'react' });
    expect(member('Widget', 'onClick')).toBeUndefined();
  });

  it('includes the props a pro component inherits from the community one', () => {
    expect(member('WidgetPro', 'rowReordering')).toMatchObject({ defaultValue: 'false', required: false });
    expect(member('WidgetPro', 'rows')?.required).toBe(true);
  });

  it('reads slots with their default component', () => {
    expect(page('Widget').slots).toEqual([
      { name: 'button', description: 'The button at the end of each row.', defaultValue: 'WidgetButton' },
      { name: 'footer', description: 'The row count under the rows.' },
    ]);
  });

  it('reads CSS classes with their global class name from the classes object', () => {
    expect(page('Widget').classes).toEqual([
      { key: 'root', className: 'MuiWidget-root', description: 'Styles applied to the root element.' },
      { key: 'row', className: 'MuiWidget-row', description: 'Styles applied to each row.' },
    ]);
  });

  it('documents the fields of an interface, without the notes its maintainers left in a comment', () => {
    expect(page('WidgetApi').members).toEqual([
      { name: 'rows', type: 'readonly string[]', required: false, description: 'The rows shown.', defaultValue: '[]' },
      { name: 'scrollToRow', type: '(index: number) => void', required: true, description: 'Scrolls to the row at `index`.' },
    ]);
  });

  it("keeps the component description but drops MUI's generated link lists", () => {
    expect(page('Widget').doc.description).toBe('A list of rows.');
    expect(withoutGeneratedLinkLists('Intro.\n\nDemos:\n\n- [A](https://a)\n\nAPI:\n\n- [B](https://b)')).toBe('Intro.');
  });

  it('throws an actionable error when a listed interface is not exported', () => {
    const products = [{ ...FIXTURE_PRODUCTS[0]!, interfaces: ['MissingThing'] }];
    expect(() => extractApiReference({ products, nodeModulesDir: FIXTURE_PACKAGES_DIR, isOwnFile: isFixtureFile })).toThrow(
      /"MissingThing" is listed in the interfaces of data-grid \(src\/data\/products\.ts\) but none of @mui\/x-fixture, @mui\/x-fixture-pro exports it/,
    );
  });

  it('throws an actionable error when a package is not installed', () => {
    const products = [{ ...FIXTURE_PRODUCTS[0]!, packages: [{ name: '@mui/x-not-installed', plan: 'community' as const }] }];
    expect(() => extractApiReference({ products, nodeModulesDir: FIXTURE_PACKAGES_DIR, isOwnFile: isFixtureFile })).toThrow(
      /cannot read .*x-not-installed.*Is the package installed\?/,
    );
  });
});
