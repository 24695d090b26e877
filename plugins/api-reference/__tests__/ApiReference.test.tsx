import React, { type ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import chinese from '../../../src/translations/zh.json';
import { TranslationsProvider, createTranslator, type TranslationKey } from '@theme/Translations';
import MembersTable from '../theme/ApiReference/MembersTable';
import SlotsTable from '../theme/ApiReference/SlotsTable';
import ClassesTable from '../theme/ApiReference/ClassesTable';
import InheritanceList from '../theme/ApiReference/InheritanceList';
import ApiLinks from '../theme/ApiLinks';
import SelectorsTable from '../theme/ApiReference/SelectorsTable';
import { selectorGroupsOf } from '../theme/ApiReference/selectorGroups';
import { apiSidebarItems } from '../theme/ApiReference/sidebarItems';
import type { ApiMember, ApiSelector } from '../types';
import { setUiLanguage } from '@site/test/unit/mocks/uiLanguage';

// The Docusaurus client modules these components use, reduced to what the tests need.
jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({ __esModule: true, default: () => ({ collectAnchor: () => undefined, collectLink: () => undefined }) }),
  {
    virtual: true,
  },
);
jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({ to, href, children }: { to?: string; href?: string; children: ReactNode }) => <a href={to ?? href}>{children}</a>,
  }),
  { virtual: true },
);
jest.mock(
  '@theme/Heading',
  () => ({
    __esModule: true,
    default: ({ as: Tag, id, children }: { as: 'h2'; id?: string; children: ReactNode }) => <Tag id={id}>{children}</Tag>,
  }),
  { virtual: true },
);

const members: ApiMember[] = [
  { name: 'rows', type: 'GridRowsProp<R>', descriptionHtml: '<p>Set of rows.</p>', required: true },
  { name: 'getRowId', type: 'GridRowIdGetter<R>', descriptionHtml: '<p>Return the id of a given row.</p>', required: false },
  {
    name: 'loading',
    type: 'boolean',
    defaultValue: 'false',
    descriptionHtml: '',
    required: false,
    deprecatedHtml: '<p>Use slotProps.</p>',
  },
];

function inChinese(children: ReactNode): ReactNode {
  return <TranslationsProvider>{children}</TranslationsProvider>;
}

afterEach(() => {
  setUiLanguage('en', null);
});

describe('the API reference in English', () => {
  it('labels the props table and its filter box, and says when no prop matches', () => {
    render(<MembersTable members={members} noun="prop" />);
    const filter = screen.getByLabelText('Filter props');
    expect(filter).toHaveAttribute('placeholder', 'Filter by name');
    expect(screen.getByText('3 props')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Type', 'Default', 'Description']);
    expect(screen.getByText('Deprecated')).toBeInTheDocument();
    expect(screen.getByText('Required.')).toBeInTheDocument();

    fireEvent.change(filter, { target: { value: 'row' } });
    expect(screen.getByText('2 of 3 props')).toBeInTheDocument();
    // A hidden row is out of the accessibility tree: the rows left are the header's and the matching props'.
    expect(screen.getAllByRole('row').map((row) => row.id)).toEqual(['', 'prop-rows', 'prop-getRowId']);
    fireEvent.change(filter, { target: { value: 'no-such-prop' } });
    expect(screen.getByText('No prop matches “no-such-prop”.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('shows a long type as its summary, with the full type behind a disclosure', () => {
    const dataSource: ApiMember = {
      name: 'dataSource',
      type: '{ fetchRows: () => Promise<void>; cache: GridDataSourceCache }',
      typeSummary: '{ … }',
      typeFull: '{\n  fetchRows: () => Promise<void>;\n  cache: GridDataSourceCache;\n}',
      descriptionHtml: '',
      required: true,
    };
    const { container } = render(<MembersTable members={[dataSource]} noun="field" />);
    const disclosure = container.querySelector('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(within(disclosure.querySelector('summary')!).getByText('{ … }')).toBeInTheDocument();
    expect(within(disclosure.querySelector('summary')!).getByText('full type')).toBeInTheDocument();
    expect(disclosure.querySelector('pre')!.textContent).toBe(dataSource.typeFull);
    // Code reads left to right on a right-to-left page too: its brackets and semicolons stay in place.
    expect(disclosure.querySelector('pre')).toHaveAttribute('dir', 'ltr');
  });

  it("badges a field a higher plan's package adds to the page's type, and leaves the plan lens's mark to the others", () => {
    const { container } = render(
      <MembersTable
        members={[
          { name: 'aggregable', type: 'boolean', descriptionHtml: '', required: false, plan: 'premium' },
          { name: 'field', type: 'string', descriptionHtml: '', required: true },
          { name: 'rowGroupingModel', type: 'GridRowGroupingModel', descriptionHtml: '', required: false, plan: 'premium' },
        ]}
        noun="field"
        pagePlan="community"
      />,
    );
    const nameCell = (anchor: string) => container.querySelector(`#${anchor} td`)!;
    expect(nameCell('prop-aggregable').querySelector('[data-badge="plan"]')?.textContent).toBe('Premium');
    expect(nameCell('prop-field').textContent).toBe('field*');
    const { container: premiumPage } = render(
      <MembersTable
        members={[{ name: 'rowGroupingModel', type: 'GridRowGroupingModel', descriptionHtml: '', required: false, plan: 'premium' }]}
        noun="prop"
        pagePlan="premium"
      />,
    );
    expect(premiumPage.querySelector('[data-plan-mark="premium"]')).not.toBeNull();
    expect(premiumPage.querySelector('[data-badge="plan"]')).toBeNull();
  });

  it('shows a short type whole, with break opportunities between its parts only', () => {
    const { container } = render(
      <MembersTable
        members={[{ name: 'getRowId', type: 'GridRowIdGetter<R> | undefined', descriptionHtml: '', required: false }]}
        noun="prop"
      />,
    );
    const code = container.querySelector('td[data-label="Type"] code')!;
    expect(code.textContent).toBe('GridRowIdGetter<R> | undefined');
    expect(code.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.querySelector('details')).toBeNull();
  });

  it('renders a default written with backticks as text with code, and a plain default as code', () => {
    const { container } = render(
      <MembersTable
        members={[
          {
            name: 'closeOnSelect',
            type: 'boolean',
            defaultValue: '`true` for desktop, `false` for mobile',
            defaultHtml: '<p><code>true</code> for desktop, <code>false</code> for mobile</p>',
            descriptionHtml: '',
            required: false,
          },
          { name: 'loading', type: 'boolean', defaultValue: 'false', descriptionHtml: '', required: false },
        ]}
        noun="prop"
      />,
    );
    const [prose, plain] = [...container.querySelectorAll('td[data-label="Default"]')];
    expect(prose!.textContent).toBe('true for desktop, false for mobile');
    expect(prose!.textContent).not.toContain('`');
    expect([...prose!.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['true', 'false']);
    expect(plain!.querySelector('code')!.textContent).toBe('false');
  });

  it('names the fields of an interface page', () => {
    render(<MembersTable members={members} noun="field" />);
    expect(screen.getByLabelText('Filter fields')).toBeInTheDocument();
    expect(screen.getByText('3 fields')).toBeInTheDocument();
  });

  it('keeps the sentence around the inherited props', () => {
    const { container } = render(
      <InheritanceList
        componentName="DataGrid"
        inheritance={[
          { source: 'React.HTMLAttributes<HTMLDivElement>', packageName: 'react', propCount: 1 },
          { source: 'Button', packageName: '@mui/material', propCount: 12, href: 'https://mui.com/material-ui/api/button/' },
        ]}
      />,
    );
    expect(container.querySelector('p')).toHaveTextContent('Besides the props above, DataGrid accepts the props of:');
    expect(container.querySelector('p code')).toHaveTextContent('DataGrid');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('React.HTMLAttributes<HTMLDivElement> from react, 1 prop');
    expect(items[1]).toHaveTextContent('Button from @mui/material, 12 props');
    expect(within(items[1] as HTMLElement).getByText('@mui/material').tagName).toBe('CODE');
  });

  it('groups the selectors by category in alphabetical order, those without one last', () => {
    const selector = (name: string, category?: string): ApiSelector => ({
      name,
      type: '(apiRef) => number',
      plan: 'community',
      descriptionHtml: '',
      ...(category && { category }),
    });
    const groups = selectorGroupsOf([
      selector('gridSortModelSelector', 'Sorting'),
      selector('gridDensitySelector'),
      selector('gridColumnPositionsSelector', 'Visible Columns'),
      selector('gridPageSelector', 'Pagination'),
    ]);
    expect(groups.map(({ id, category, selectors }) => [id, category, selectors.map(({ name }) => name)])).toEqual([
      ['pagination', 'Pagination', ['gridPageSelector']],
      ['sorting', 'Sorting', ['gridSortModelSelector']],
      ['visible-columns', 'Visible Columns', ['gridColumnPositionsSelector']],
      ['other-selectors', undefined, ['gridDensitySelector']],
    ]);
  });

  it("shows each selector's call, the plan of its package and its deprecation, and hides the rows the filter leaves out", () => {
    const selectors: ApiSelector[] = [
      {
        name: 'gridAggregationModelSelector',
        type: '(apiRef) => GridAggregationModel',
        plan: 'premium',
        descriptionHtml: '<p>The model.</p>',
      },
      {
        name: 'gridVirtualizationEnabledSelector',
        type: '(apiRef) => boolean',
        plan: 'community',
        descriptionHtml: '',
        deprecatedHtml: '<p>Use the column or row one.</p>',
      },
    ];
    const { container } = render(<SelectorsTable selectors={selectors} isHidden={(index) => index === 1} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Type', 'Description']);
    const row = container.querySelector<HTMLElement>('#gridAggregationModelSelector');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Premium')).toBeInTheDocument();
    expect(row).toHaveTextContent('(apiRef) => GridAggregationModel');
    expect(container.querySelector('#gridVirtualizationEnabledSelector')).not.toBeVisible();
    expect(container.querySelector('#gridVirtualizationEnabledSelector')).toHaveTextContent('Deprecated');
  });

  it('titles the API links of a guide page', () => {
    render(<ApiLinks links={[{ name: 'DataGrid', path: '/x/api/data-grid/data-grid/' }]} />);
    expect(screen.getByRole('heading', { name: 'API' })).toHaveAttribute('id', 'api');
    expect(screen.getByText("Props, slots and CSS classes of what this page's demos use:")).toBeInTheDocument();
  });
});

describe('the API reference in Chinese', () => {
  beforeEach(() => {
    setUiLanguage('zh', chinese);
  });

  it('translates the props table, its filter box and its empty state', () => {
    render(inChinese(<MembersTable members={members} noun="prop" />));
    const filter = screen.getByLabelText('筛选属性');
    expect(filter).toHaveAttribute('placeholder', '按名称筛选');
    expect(screen.getByText('共 3 个属性')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['名称', '类型', '默认值', '描述']);
    expect(screen.getByText('已弃用')).toBeInTheDocument();
    expect(screen.getByText('必填。')).toBeInTheDocument();
    expect(screen.getAllByTitle('必填').length).toBeGreaterThan(0);

    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(screen.getByText('没有与“zzz”匹配的属性。')).toBeInTheDocument();
  });

  it('translates the slots and CSS classes tables, the small-screen cell labels included', () => {
    const { container } = render(
      inChinese(
        <>
          <SlotsTable slots={[{ name: 'toolbar', defaultValue: 'GridToolbar', descriptionHtml: '' }]} />
          <ClassesTable classes={[{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '' }]} />
        </>,
      ),
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '插槽名称',
      '默认组件',
      '描述',
      '类名',
      '规则名',
      '描述',
    ]);
    expect(container.querySelector('#classes-root td[data-label]')).toHaveAttribute('data-label', '规则名');
  });

  it('translates the inheritance sentence with the component name in place', () => {
    const { container } = render(
      inChinese(
        <InheritanceList componentName="DataGrid" inheritance={[{ source: 'Button', packageName: '@mui/material', propCount: 3 }]} />,
      ),
    );
    expect(container.querySelector('p')).toHaveTextContent('除上述属性外，DataGrid 还接受以下各项的属性：');
    expect(screen.getByRole('listitem')).toHaveTextContent('Button 来自 @mui/material，3 个属性');
  });

  it('translates the API links of a guide page', () => {
    render(inChinese(<ApiLinks links={[{ name: 'DataGrid', path: '/x/api/data-grid/data-grid/' }]} />));
    expect(screen.getByText('本页示例所用组件的属性、插槽和 CSS 类名：')).toBeInTheDocument();
  });

  it('names the API groups of the sidebar in the given language', () => {
    const t = createTranslator<TranslationKey>({ dictionaries: { zh: chinese }, userLanguage: 'zh' });
    const index = {
      product: 'tree-view' as const,
      title: 'Tree View',
      path: '/x/api/tree-view/',
      guidePath: '/x/react-tree-view/',
      pages: [{ kind: 'component' as const, name: 'RichTreeView', path: '/x/api/tree-view/rich-tree-view/', plan: 'community' as const }],
    };
    const [category] = apiSidebarItems([], index, t);
    expect(category).toMatchObject({ type: 'category', label: 'API 参考', items: [{ type: 'category', label: '组件' }] });
  });
});
