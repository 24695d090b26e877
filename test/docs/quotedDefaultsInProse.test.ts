/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsPagesIn } from '../../plugins/mdx/docsPages';
import { loadExtractedReference } from '../../plugins/api-reference/cache';
import { defaultsByPropName, findQuotedDefaults, normalizedValue } from './quotedDefaults';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');
const defaults = new Map([
  ['calendars', new Set(['2', '1'])],
  ['desktopModeMediaQuery', new Set(['@media (pointer: fine)'])],
  ['filterMode', new Set(['client'])],
]);

describe('findQuotedDefaults', () => {
  it.each([
    ['`calendars` defaults to `2` on desktop.'],
    ['`calendars` sets the months: `1`, `2` (the default) or `3`.'],
    ['`calendars` sets the months (default `2`).'],
    ['`calendars` is `2` by default.'],
    ['The `desktopModeMediaQuery` (`@media (pointer: fine)` by default) decides.'],
    ['| `calendars` | Months shown: `1`, `2` (default) or `3`. |'],
  ])('flags a default written by hand: %s', (sentence) => {
    expect(findQuotedDefaults('page.mdx', `Intro.\n\n${sentence}\n`, defaults)).toMatchObject([{ file: 'page.mdx', line: 3 }]);
  });

  it('names the prop, the value and the line of the sentence in a paragraph', () => {
    const page = ['---', 'title: T', '---', '', 'First line of a paragraph.', 'The `calendars` prop', 'defaults to `1` here.'].join('\n');
    expect(findQuotedDefaults('page.mdx', page, defaults)).toEqual([
      { file: 'page.mdx', line: 6, prop: 'calendars', value: '1', sentence: 'The `calendars` prop defaults to `1` here.' },
    ]);
  });

  it('leaves the element, code blocks, other props, namesakes with another default and defaults in words alone', () => {
    const page = [
      '`calendars` defaults to <PropDefault of="DateRangePicker.calendars" />.',
      '',
      '```tsx',
      '// `calendars` defaults to `2`',
      '```',
      '',
      "A zoom option: `filterMode` is `'keep'` by default.",
      '',
      '`views` defaults to `day`. The legend of `calendars` is hidden by default.',
      '',
      '- `calendars` sets the months.',
      '- `rows` defaults to `2`.',
    ].join('\n');
    expect(findQuotedDefaults('page.mdx', page, defaults)).toEqual([]);
  });
});

describe('the guides', () => {
  const pages = loadExtractedReference({ nodeModulesDir: path.join(root, 'node_modules') }).pages;
  const apiDefaults = defaultsByPropName(pages.flatMap((page) => page.members));
  const quoted = docsPagesIn(path.join(root, 'docs')).flatMap((page) =>
    findQuotedDefaults(path.join('docs', page), fs.readFileSync(path.join(root, 'docs', page), 'utf8'), apiDefaults),
  );
  /** Where the value is the `@default` of a prop of that name: `BarChart.layout`, `FunnelSeriesType.layout`… */
  const owners = (prop: string, value: string) =>
    pages
      .filter((page) => page.members.some(({ name, defaultValue }) => name === prop && defaultValue?.includes(normalizedValue(value))))
      .map((page) => `${page.name}.${prop}`)
      .slice(0, 3)
      .join(', ');

  it('quote a prop default with <PropDefault of="Component.prop" />, not by hand', () => {
    const report = quoted.map(
      ({ file, line, prop, value }) => `${file}:${line} \`${prop}\` = \`${value}\`: write <PropDefault of="…" /> (${owners(prop, value)})`,
    );
    expect(report).toEqual([]);
  });
});
