import { resolvePrompt } from '../../docs/react-data-grid/demos/ai-assistant/localPromptResolver';

describe("the AI assistant demos' local prompt resolver", () => {
  it('sorts "highest salary first", the page\'s own example, instead of adding a maximum', () => {
    const result = resolvePrompt('Engineers in Japan, highest salary first');
    expect(result.filters).toEqual([
      { column: 'department', operator: 'isAnyOf', value: ['Engineering'] },
      { column: 'country', operator: 'isAnyOf', value: ['Japan'] },
    ]);
    expect(result.sorting).toEqual([{ column: 'salary', direction: 'desc' }]);
    expect(result.aggregation).toEqual({});
  });

  it('sorts "lowest rating first" upwards', () => {
    expect(resolvePrompt('lowest rating first').sorting).toEqual([{ column: 'rating', direction: 'asc' }]);
  });

  it('keeps "highest" without "first" as the maximum', () => {
    const result = resolvePrompt('highest salary per department');
    expect(result.sorting).toEqual([]);
    expect(result.grouping).toEqual([{ column: 'department' }]);
    expect(result.aggregation).toEqual({ salary: 'max' });
  });

  it('sorts by the column after "sort by"', () => {
    expect(resolvePrompt('sort by salary descending').sorting).toEqual([{ column: 'salary', direction: 'desc' }]);
  });
});
