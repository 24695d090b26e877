import { withMemberPlans } from '../memberPlans';
import type { ApiMember, ApiPage, ApiPlan } from '../types';

function member(name: string): ApiMember {
  return { name, type: 'string', descriptionHtml: '', required: false };
}

function page(name: string, plan: ApiPlan, props: string[], kind: ApiPage['kind'] = 'component'): ApiPage {
  return {
    kind,
    name,
    product: 'data-grid',
    slug: name.toLowerCase(),
    path: `/x/api/data-grid/${name.toLowerCase()}/`,
    plan,
    descriptionHtml: '',
    imports: [],
    members: props.map(member),
    slots: [],
    classes: [],
    inheritance: [],
    demos: [],
  };
}

const plansOf = (result: ApiPage[], name: string) =>
  Object.fromEntries(result.find((candidate) => candidate.name === name)!.members.map((prop) => [prop.name, prop.plan]));

describe('the plan of each prop', () => {
  const grid = [
    page('DataGrid', 'community', ['rows', 'columns']),
    page('DataGridPro', 'pro', ['rows', 'columns', 'pinnedColumns']),
    page('DataGridPremium', 'premium', ['rows', 'columns', 'pinnedColumns', 'rowGroupingModel']),
  ];

  it('marks the props only a higher plan’s component of the family has, with the lowest plan that has them', () => {
    const result = withMemberPlans(grid);
    expect(plansOf(result, 'DataGridPremium')).toEqual({
      rows: undefined,
      columns: undefined,
      pinnedColumns: 'pro',
      rowGroupingModel: 'premium',
    });
    expect(plansOf(result, 'DataGridPro')).toEqual({ rows: undefined, columns: undefined, pinnedColumns: 'pro' });
    expect(plansOf(result, 'DataGrid')).toEqual({ rows: undefined, columns: undefined });
  });

  it('leaves a component without a lower plan’s sibling to its page’s badge', () => {
    const result = withMemberPlans([
      page('DateRangePicker', 'pro', ['calendars']),
      page('DateRangePickerPremium', 'premium', ['calendars', 'x']),
    ]);
    expect(plansOf(result, 'DateRangePicker')).toEqual({ calendars: undefined });
    expect(plansOf(result, 'DateRangePickerPremium')).toEqual({ calendars: undefined, x: 'premium' });
  });

  it('leaves interfaces alone', () => {
    const result = withMemberPlans([page('GridApi', 'community', ['a'], 'interface'), page('GridApiPro', 'pro', ['a', 'b'], 'interface')]);
    expect(plansOf(result, 'GridApiPro')).toEqual({ a: undefined, b: undefined });
  });
});
