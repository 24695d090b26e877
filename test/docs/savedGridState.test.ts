import { readSavedGridState, type ColumnFacts } from '../../docs/react-data-grid/demos/state/savedGridState';

const columns: ColumnFacts[] = [
  { field: 'name', filterOperators: ['contains', 'equals', 'isAnyOf'] },
  { field: 'salary', filterOperators: ['=', '>', '<'] },
];
const pageSizes = [10, 25];

const read = (value: unknown) => readSavedGridState(typeof value === 'string' ? value : JSON.stringify(value), columns, pageSizes);

const exported = {
  sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
  filter: {
    filterModel: { items: [{ field: 'name', operator: 'contains', value: 'ana', id: 1 }], logicOperator: 'and', quickFilterValues: ['x'] },
  },
  pagination: { paginationModel: { page: 2, pageSize: 25 }, meta: {} },
  columns: {
    columnVisibilityModel: { salary: false },
    orderedFields: ['salary', 'name'],
    dimensions: { name: { width: 100, flex: 1, minWidth: 150, maxWidth: -1 } },
  },
  density: 'compact',
  preferencePanel: { open: true, openedPanelValue: 'filters' },
};

describe('reading a saved grid state', () => {
  it('reports that nothing is saved for a missing or empty value', () => {
    expect(readSavedGridState(null, columns, pageSizes)).toEqual({ kind: 'none' });
    expect(readSavedGridState('', columns, pageSizes)).toEqual({ kind: 'none' });
  });

  it('gives back the sorting, filters, page, columns and density of an exported state', () => {
    const reading = read(exported);
    expect(reading.kind).toBe('valid');
    if (reading.kind !== 'valid') return;
    expect(reading.state.sorting).toEqual({ sortModel: [{ field: 'salary', sort: 'desc' }] });
    expect(reading.state.filter?.filterModel?.items).toEqual([{ field: 'name', operator: 'contains', value: 'ana', id: 1 }]);
    expect(reading.state.filter?.filterModel?.quickFilterValues).toEqual(['x']);
    expect(reading.state.pagination).toEqual({ paginationModel: { page: 2, pageSize: 25 } });
    expect(reading.state.columns?.columnVisibilityModel).toEqual({ salary: false });
    expect(reading.state.columns?.orderedFields).toEqual(['salary', 'name']);
    expect(reading.state.columns?.dimensions).toEqual({ name: { width: 100, flex: 1, minWidth: 150, maxWidth: -1 } });
    expect(reading.state.density).toBe('compact');
  });

  it('leaves out an open panel, which a saved view should not reopen', () => {
    const reading = read(exported);
    expect(reading.kind === 'valid' && 'preferencePanel' in reading.state).toBe(false);
  });

  it.each([
    ['text that is not JSON', '{"sorting": ', 'it is not valid JSON'],
    ['a list instead of an object', [], 'it is not an object'],
    [
      'a sort on a column that does not exist',
      { sorting: { sortModel: [{ field: 'age', sort: 'asc' }] } },
      'sorts by "age", which is not a column',
    ],
    ['an unknown sort direction', { sorting: { sortModel: [{ field: 'name', sort: 'up' }] } }, 'unknown direction'],
    [
      'a filter operator the column lacks',
      { filter: { filterModel: { items: [{ field: 'salary', operator: 'contains', value: 1 }] } } },
      'operator that the "salary" column does not have',
    ],
    [
      'a filter value that is an object',
      { filter: { filterModel: { items: [{ field: 'name', operator: 'equals', value: { a: 1 } }] } } },
      'cannot filter by',
    ],
    ['a page size the grid does not offer', { pagination: { paginationModel: { page: 0, pageSize: 1000 } } }, 'not one of the page sizes'],
    ['a negative page', { pagination: { paginationModel: { page: -1, pageSize: 10 } } }, 'not a page number'],
    ['a negative column width', { columns: { dimensions: { name: { width: -20 } } } }, 'columns.dimensions.name'],
    ['a column width that is text', { columns: { dimensions: { name: { width: '100px' } } } }, 'columns.dimensions.name'],
    ['an unknown density', { density: 'tiny' }, 'not a density'],
    ['sorting that is a string', { sorting: 'salary' }, 'state.sorting is not an object'],
  ])('reports %s as corrupt, with the reason', (_case, value, problem) => {
    const reading = read(value);
    expect(reading.kind).toBe('corrupt');
    expect(reading.kind === 'corrupt' && reading.problem).toContain(problem);
  });
});
