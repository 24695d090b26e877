import { pagefindFilters } from '../searchFields';

describe('the filters search sends to Pagefind', () => {
  it('leaves out the filters left at "all"', () => {
    expect(pagefindFilters({ product: 'charts', kind: undefined })).toEqual({ product: 'charts' });
  });

  it("keeps only the plans the reader's plan lens keeps when it hides the others", () => {
    expect(pagefindFilters({ product: 'data-grid' }, ['community', 'pro'])).toEqual({
      product: 'data-grid',
      plan: { any: ['community', 'pro'] },
    });
  });

  it('lets a plan the reader chose in the filters win over the lens', () => {
    expect(pagefindFilters({ plan: 'premium' }, ['community'])).toEqual({ plan: 'premium' });
  });
});
