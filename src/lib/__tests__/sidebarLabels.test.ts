import { sidebarLabelsByHref } from '../sidebarLabels';

describe('sidebarLabelsByHref', () => {
  it('gives the label of every page in the sidebar, inside categories too, by its address', () => {
    const labels = sidebarLabelsByHref([
      { type: 'link', label: '简介', href: '/zh/x/introduction/' },
      {
        type: 'category',
        label: '数据表格',
        items: [
          { type: 'link', label: '排序', href: '/zh/x/react-data-grid/sorting/' },
          { type: 'html', label: undefined },
        ],
      },
    ]);
    expect([...labels]).toEqual([
      ['/zh/x/introduction/', '简介'],
      ['/zh/x/react-data-grid/sorting/', '排序'],
    ]);
  });

  it('keeps the first label of a page listed twice', () => {
    const labels = sidebarLabelsByHref([
      { type: 'link', label: 'API 参考', href: '/zh/x/api/charts/' },
      { type: 'link', label: '图表 API', href: '/zh/x/api/charts/' },
    ]);
    expect(labels.get('/zh/x/api/charts/')).toBe('API 参考');
  });
});
