import { typeBreakSegments } from '../../../../plugins/api-reference/theme/ApiReference/typeBreaks';

describe('typeBreakSegments', () => {
  it('lets a type wrap after its separators, never inside a name', () => {
    expect(typeBreakSegments('(params: GridRowParams<R>, event: MuiEvent) => void | undefined')).toEqual([
      '(',
      'params: GridRowParams<',
      'R>, ',
      'event: MuiEvent) => ',
      'void | ',
      'undefined',
    ]);
  });

  it('gives back the type unchanged when joined', () => {
    const type = "{ a: Array<'x' | 'y'>; b: A & B }";
    expect(typeBreakSegments(type).join('')).toBe(type);
  });

  it('leaves a type without separators whole', () => {
    expect(typeBreakSegments('GridDataSourceFetchRowsParams')).toEqual(['GridDataSourceFetchRowsParams']);
  });
});
