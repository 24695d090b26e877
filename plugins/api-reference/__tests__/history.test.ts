import { composeReference } from '../compose';
import type { RawPage } from '../extract/types';
import history from '../history.json';

const page: RawPage = {
  kind: 'component',
  name: 'DataGrid',
  product: 'data-grid',
  slug: 'data-grid',
  plan: 'community',
  doc: { description: 'A grid.' },
  imports: [],
  members: [
    { name: 'rows', type: 'readonly R[]', required: false, description: 'The rows.' },
    { name: 'columnFilterDebounceMs', type: 'number', required: false, description: 'Waits.' },
    { name: 'autoHeight', type: 'boolean', required: false, description: 'Grows.', deprecated: 'Use a flex parent.' },
  ],
  slots: [{ name: 'undoIcon', description: 'The icon.' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'The root.' }],
  inheritance: [],
};
const render = (markdown: string) => `<p>${markdown}</p>`;

describe('the API history joined to the installed types', () => {
  const reference = composeReference(
    { versions: {}, pages: [page], selectors: [], skipped: [] },
    {
      guidePages: [],
      render,
      history: {
        'data-grid/data-grid': {
          props: { columnFilterDebounceMs: { since: '8.10' }, autoHeight: { deprecatedSince: '8.1' } },
          slots: { undoIcon: { since: '8.26' } },
        },
      },
    },
  );
  const [composed] = reference.pages;

  it('gives a prop, slot or class added during the major the minor that added it, and nothing to the others', () => {
    expect(composed?.members.map(({ name, since }) => ({ name, since }))).toEqual([
      { name: 'rows', since: undefined },
      { name: 'columnFilterDebounceMs', since: '8.10' },
      { name: 'autoHeight', since: undefined },
    ]);
    expect(composed?.slots[0]?.since).toBe('8.26');
    expect(composed?.classes[0]).not.toHaveProperty('since');
    expect(composed).not.toHaveProperty('since');
  });

  it('says since when a deprecated prop is deprecated, only when the installed types deprecate it too', () => {
    expect(composed?.members.find((member) => member.name === 'autoHeight')?.deprecatedSince).toBe('8.1');
    expect(composed?.members.find((member) => member.name === 'rows')).not.toHaveProperty('deprecatedSince');
  });

  it('is committed for the four products, with releases of v8 after 8.0.0 only', () => {
    const keys = Object.keys(history.pages);
    expect(new Set(keys.map((key) => key.split('/')[0]))).toEqual(new Set(['data-grid', 'date-pickers', 'charts', 'tree-view']));
    const minors = JSON.stringify(history.pages).match(/"(?:since|deprecatedSince)":"[^"]+"/g) ?? [];
    expect(minors.length).toBeGreaterThan(50);
    expect(minors.filter((entry) => !/"8\.\d+(?:\.\d+)?"$/.test(entry) || entry.endsWith('"8.0"'))).toEqual([]);
  });
});
