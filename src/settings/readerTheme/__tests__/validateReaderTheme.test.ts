import { jsonErrorPosition, jsonKeyLines, pathKey } from '../jsonSource';
import { isReadableColour, validateReaderTheme, type ReaderThemeProblem } from '../validateReaderTheme';
import { READER_THEME_MAX_CHARACTERS } from '../storedReaderTheme';

function problemsOf(text: string): ReaderThemeProblem[] {
  const check = validateReaderTheme(text);
  if (check.ok) throw new Error('expected problems');
  return check.problems;
}

describe("checking a reader's theme", () => {
  it('accepts a theme of palette, typography, shape, spacing and component defaults and overrides', () => {
    const theme = {
      palette: {
        primary: { main: '#d81b60' },
        secondary: { main: 'rgb(0, 150, 136)', contrastText: '#fff' },
        text: { primary: 'hsl(0, 0%, 10%)' },
        divider: '#0002',
        action: { hoverOpacity: 0.1 },
        tonalOffset: { light: 0.1, dark: 0.3 },
      },
      typography: {
        fontFamily: 'Georgia, serif',
        fontSize: 15,
        fontWeightBold: 800,
        h1: { fontSize: '3rem', '@media (min-width:600px)': { fontSize: '4rem' } },
      },
      shape: { borderRadius: 4 },
      spacing: 6,
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true, variant: 'outlined' },
          styleOverrides: { root: { borderRadius: 0, '&:hover': { opacity: 0.9 } } },
        },
        MuiDataGrid: { defaultProps: { density: 'compact' }, styleOverrides: { columnHeader: { fontWeight: 700 } } },
      },
    };
    expect(validateReaderTheme(JSON.stringify(theme, null, 2))).toEqual({ ok: true, options: theme });
  });

  it('gives the line and column of a syntax error', () => {
    const text = '{\n  "palette": {\n    "primary": { "main": "#d81b60" },\n  }\n}';
    expect(problemsOf(text)).toEqual([{ kind: 'syntax', line: 4, column: 3 }]);
    expect(problemsOf('{\n  "shape": { "borderRadius": 4 }\n  "spacing": 4\n}')).toEqual([{ kind: 'syntax', line: 3, column: 3 }]);
    expect(problemsOf('{ "palette": x }')).toEqual([{ kind: 'syntax', line: 1, column: 14 }]);
    expect(problemsOf('{\n  "shape": {')).toEqual([{ kind: 'syntax', line: 2, column: 13 }]);
  });

  it('names an unknown key with its line and the keys it could have been', () => {
    const text = '{\n  "palette": {\n    "primery": { "main": "#d81b60" }\n  },\n  "transitions": {}\n}';
    const problems = problemsOf(text);
    expect(problems[0]).toMatchObject({ kind: 'unknownKey', path: 'palette.primery', line: 3 });
    expect(problems[0]).toHaveProperty('allowed', expect.arrayContaining(['primary', 'secondary', 'text']));
    expect(problems[0]).not.toHaveProperty('allowed', expect.arrayContaining(['mode']));
    expect(problems[1]).toMatchObject({
      kind: 'unknownKey',
      path: 'transitions',
      line: 5,
      allowed: ['palette', 'typography', 'shape', 'spacing', 'components'],
    });
  });

  it("refuses what the site sets for the reader's settings: the mode, the direction, CSS variables", () => {
    expect(problemsOf('{"palette":{"mode":"dark"},"direction":"rtl","cssVariables":true}')).toEqual([
      { kind: 'siteOwned', path: 'palette.mode', line: 1 },
      { kind: 'siteOwned', path: 'direction', line: 1 },
      { kind: 'siteOwned', path: 'cssVariables', line: 1 },
    ]);
  });

  it('refuses wrong types: a border radius that is not a number, a font size in quotes, an opacity over 1', () => {
    expect(problemsOf('{"shape":{"borderRadius":"4px"},"typography":{"fontSize":"14"},"palette":{"action":{"hoverOpacity":2}}}')).toEqual([
      { kind: 'type', expected: 'number', path: 'shape.borderRadius', line: 1 },
      { kind: 'type', expected: 'number', path: 'typography.fontSize', line: 1 },
      { kind: 'type', expected: 'opacity', path: 'palette.action.hoverOpacity', line: 1 },
    ]);
  });

  it("refuses a colour MUI's colour utilities cannot read, and a palette colour without main", () => {
    expect(
      problemsOf('{\n"palette": {\n"primary": { "main": "red" },\n"secondary": { "light": "#fff" },\n"divider": "#12345"\n}\n}'),
    ).toEqual([
      { kind: 'colour', value: 'red', path: 'palette.primary.main', line: 3 },
      { kind: 'missingMain', path: 'palette.secondary', line: 4 },
      { kind: 'colour', value: '#12345', path: 'palette.divider', line: 5 },
    ]);
    expect(isReadableColour('color(display-p3 1 0 0)')).toBe(true);
    expect(isReadableColour('hsl(1)')).toBe(false);
    expect(isReadableColour('var(--brand)')).toBe(false);
  });

  it('keeps function-looking strings as strings, and refuses them where an object of styles must be', () => {
    const text = JSON.stringify({
      components: {
        MuiButton: { defaultProps: { title: '() => alert(1)' }, styleOverrides: { root: { content: '"({ theme }) => theme"' } } },
      },
    });
    const check = validateReaderTheme(text);
    expect(check.ok && check.options).toEqual(JSON.parse(text));
    expect(
      problemsOf('{"components":{"MuiButton":{"styleOverrides":{"root":"({ theme }) => ({ color: theme.palette.primary.main })"}}}}'),
    ).toEqual([{ kind: 'type', expected: 'css', path: 'components.MuiButton.styleOverrides.root', line: 1 }]);
  });

  it('refuses component entries it cannot use: a name not starting with Mui, variants, keys reaching a prototype', () => {
    expect(problemsOf('{"components":{"Button":{},"MuiButton":{"variants":[]},"MuiChip":{"defaultProps":{"__proto__":{"x":1}}}}}')).toEqual(
      [
        { kind: 'componentName', path: 'components.Button', line: 1 },
        { kind: 'unknownKey', allowed: ['defaultProps', 'styleOverrides'], path: 'components.MuiButton.variants', line: 1 },
        { kind: 'forbiddenKey', path: 'components.MuiChip.defaultProps.__proto__', line: 1 },
      ],
    );
  });

  it('refuses a theme that is not an object, an empty one and one over the size limit', () => {
    expect(problemsOf('[1, 2]')).toEqual([{ kind: 'notObject' }]);
    expect(problemsOf('  \n')).toEqual([{ kind: 'empty' }]);
    const tooLong = `{"typography":{"fontFamily":"${'a'.repeat(READER_THEME_MAX_CHARACTERS)}"}}`;
    expect(problemsOf(tooLong)).toEqual([{ kind: 'tooLong', limit: READER_THEME_MAX_CHARACTERS }]);
  });

  it('refuses nesting deeper than it walks', () => {
    const deep = `{"components":{"MuiChip":{"defaultProps":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}}}`;
    expect(problemsOf(deep)).toEqual([expect.objectContaining({ kind: 'tooDeep', line: 1 })]);
  });

  it('says five problems at most', () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`unknown${index}`, 1])));
    expect(problemsOf(many)).toHaveLength(5);
  });
});

describe('positions in a JSON text', () => {
  it('finds the line of every key, by its path', () => {
    const lines = jsonKeyLines('{\n  "a": {\n    "b.c": [\n      { "d": 1 }\n    ]\n  }\n}');
    expect(lines.get(pathKey(['a']))).toBe(2);
    expect(lines.get(pathKey(['a', 'b.c']))).toBe(3);
    expect(lines.get(pathKey(['a', 'b.c', 0, 'd']))).toBe(4);
  });

  it('points at an unfinished string, a bad escape and trailing text', () => {
    expect(jsonErrorPosition('{"a": "b\n"}')).toEqual({ line: 1, column: 9 });
    expect(jsonErrorPosition('{"a": "\\x"}')).toEqual({ line: 1, column: 8 });
    expect(jsonErrorPosition('{}\n}')).toEqual({ line: 2, column: 1 });
  });
});
