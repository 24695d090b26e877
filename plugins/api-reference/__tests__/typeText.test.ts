import { formatTypeText, LONG_TYPE_LENGTH } from '../extract/typeText';

// GridApi's `dataSource` as @mui/x-data-grid-pro 8.29.3 declares it, its doc comments included.
const DATA_SOURCE_TYPE = `{
    /**
     * Fetches the rows from the server.
     * @param {GridRowId} parentId The id of the parent node (default: \`GRID_ROOT_GROUP_ID\`).
     * @returns {Promise<void>} A promise that resolves when the rows are fetched.
     */
    fetchRows: (parentId?: GridRowId, params?: GridDataSourceFetchRowsParams<GridGetRowsParams>) => Promise<void>;
    /**
     * The data source cache object.
     */
    cache: GridDataSourceCache;
    // Syncs the row with the server.
    editRow: (params: GridUpdateRowParams) => Promise<GridRowModel> | undefined;
}`;

describe('formatTypeText', () => {
  it('prints a short type as written, on one line, with nothing else to show', () => {
    expect(formatTypeText("'standard' | 'compact'")).toEqual({ type: "'standard' | 'compact'" });
    expect(formatTypeText('Array<\n  GridRowId\n>')).toEqual({ type: 'Array<GridRowId>' });
  });

  it('drops the doc comments and line comments inside an object type', () => {
    const { type } = formatTypeText(DATA_SOURCE_TYPE);
    expect(type).not.toMatch(/\/\*|\*\/|\/\/|Fetches|Syncs/);
    expect(type).toBe(
      '{ fetchRows: (parentId?: GridRowId, params?: GridDataSourceFetchRowsParams<GridGetRowsParams>) => Promise<void>; ' +
        'cache: GridDataSourceCache; editRow: (params: GridUpdateRowParams) => Promise<GridRowModel> | undefined }',
    );
  });

  it('gives a long object type the summary { … } and its full form one member a line, without comments', () => {
    const { typeSummary, typeFull } = formatTypeText(DATA_SOURCE_TYPE);
    expect(typeSummary).toBe('{ … }');
    expect(typeFull).toBe(
      [
        '{',
        '  fetchRows: (parentId?: GridRowId, params?: GridDataSourceFetchRowsParams<GridGetRowsParams>) => Promise<void>;',
        '  cache: GridDataSourceCache;',
        '  editRow: (params: GridUpdateRowParams) => Promise<GridRowModel> | undefined;',
        '}',
      ].join('\n'),
    );
  });

  it('summarises a long callback by its parameter names and return type', () => {
    const callback =
      '(params: GridRowParams<R>, event: React.MouseEvent<HTMLElement> | React.KeyboardEvent<HTMLElement>, details: GridCallbackDetails) => void';
    expect(formatTypeText(callback).typeSummary).toBe('(params, event, details) => void');
  });

  it('summarises a long union by its first members, keeping quotes as written, and prints it one member a line', () => {
    const union = "'contains' | 'doesNotContain' | 'equals' | 'doesNotEqual' | 'startsWith' | 'endsWith' | 'isEmpty' | 'isNotEmpty'";
    const { typeSummary, typeFull } = formatTypeText(union);
    expect(typeSummary).toBe("'contains' | 'doesNotContain' | 'equals' | …");
    expect(typeFull?.split('\n')).toEqual([
      "| 'contains'",
      "| 'doesNotContain'",
      "| 'equals'",
      "| 'doesNotEqual'",
      "| 'startsWith'",
      "| 'endsWith'",
      "| 'isEmpty'",
      "| 'isNotEmpty'",
    ]);
  });

  it('folds the type arguments of a long generic type', () => {
    const pick = "Pick<GridFilterFormProps, 'columnsSort' | 'deleteIconProps' | 'logicOperatorInputProps' | 'operatorInputProps'>";
    expect(formatTypeText(pick).typeSummary).toBe('Pick<…>');
  });

  it('keeps every summary within a line of the type column', () => {
    const long = `{ ${Array.from({ length: 12 }, (_, index) => `field${index}: string`).join('; ')} }`;
    const { typeSummary } = formatTypeText(`(first: ${long}, second: ${long}) => ${long} | ${long}`);
    expect(typeSummary!.length).toBeLessThanOrEqual(LONG_TYPE_LENGTH);
  });

  it('drops import qualifiers', () => {
    expect(formatTypeText('import("/node_modules/@mui/x-data-grid/models").GridRowId').type).toBe('GridRowId');
  });

  it('keeps text TypeScript cannot read as a type as written, on one line', () => {
    expect(formatTypeText('{ broken:\n  ')).toEqual({ type: '{ broken:' });
  });
});
