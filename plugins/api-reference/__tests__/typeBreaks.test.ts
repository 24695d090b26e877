import { typeBreakSegments, withCodeBreaks } from '../typeBreaks';

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

  it("lets a member's path wrap after its dots", () => {
    expect(typeBreakSegments('React.ReactNode')).toEqual(['React.', 'ReactNode']);
    expect(typeBreakSegments('navigator.userAgent')).toEqual(['navigator.', 'userAgent']);
    expect(typeBreakSegments('...props')).toEqual(['...', 'props']);
  });

  it('leaves a short name whole', () => {
    expect(typeBreakSegments('GridRowParams')).toEqual(['GridRowParams']);
    expect(typeBreakSegments('closeOnSelect')).toEqual(['closeOnSelect']);
  });

  it('lets a name too long for a line of a narrow column wrap between its words only', () => {
    expect(typeBreakSegments('GridDataSourceFetchRowsParams')).toEqual(['Grid', 'Data', 'Source', 'Fetch', 'Rows', 'Params']);
    expect(typeBreakSegments('enableAccessibleFieldDOMStructure')).toEqual(['enable', 'Accessible', 'Field', 'DOM', 'Structure']);
    expect(typeBreakSegments('unstable_setColumnVirtualization')).toEqual(['unstable_', 'set', 'Column', 'Virtualization']);
    expect(typeBreakSegments('Promise<GridDataSourceFetchRowsParams> | null').join('')).toBe(
      'Promise<GridDataSourceFetchRowsParams> | null',
    );
    expect(typeBreakSegments('(a: TEnableAccessibleFieldDOMStructure) => void')).toEqual([
      '(',
      'a: T',
      'Enable',
      'Accessible',
      'Field',
      'DOM',
      'Structure) => ',
      'void',
    ]);
  });
});

describe('withCodeBreaks', () => {
  it('puts the same break opportunities into the code spans of rendered Markdown, and leaves the prose alone', () => {
    expect(withCodeBreaks('<p><code>true</code> when the <code>desktopModeMediaQuery</code> prop matches</p>')).toBe(
      '<p><code>true</code> when the <code>desktop<wbr>Mode<wbr>Media<wbr>Query</code> prop matches</p>',
    );
  });
});
