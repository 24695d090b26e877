/** @jest-environment node */
import path from 'node:path';
import { expectedOutputOf, transformMdx } from '@site/test/unit/remarkGolden';
import type { RawMember, RawPage } from '../extract/types';

jest.setTimeout(60_000);

const fixtures = path.join(__dirname, 'fixtures/guide');
const member = (name: string, fields: Partial<RawMember> = {}): RawMember => ({
  name,
  type: 'number',
  required: false,
  description: '',
  ...fields,
});
const page = (name: string, slug: string, members: RawMember[]): RawPage => ({
  kind: 'component',
  product: 'data-grid',
  plan: 'community',
  imports: [],
  name,
  slug,
  doc: { description: '' },
  members,
  slots: [],
  classes: [],
  inheritance: [],
});
const pages = [
  page('DataGrid', 'data-grid', [member('rowHeight', { defaultValue: '52' })]),
  page('GridApi', 'grid-api', [member('getRow', { type: '(id: GridRowId) => any' })]),
];

describe('remarkApiLinks on a guide page', () => {
  it('turns apiLinks.mdx into its .expected.mdx: the API list of what its demos import', async () => {
    const apiPaths = new Map([
      ['DataGrid', '/x/api/data-grid/data-grid/'],
      ['GridColDef', '/x/api/data-grid/grid-col-def/'],
    ]);
    const output = await transformMdx(path.join(__dirname, '../remarkApiLinks.ts'), path.join(fixtures, 'apiLinks.mdx'), { apiPaths });
    expect(output).toBe(expectedOutputOf(path.join(fixtures, 'apiLinks.mdx')));
  });
});

describe('remarkApiValues on a guide page', () => {
  it('turns apiValues.mdx into its .expected.mdx: each value from the types, linked to its row', async () => {
    const output = await transformMdx(path.join(__dirname, '../remarkApiValues.ts'), path.join(fixtures, 'apiValues.mdx'), { pages });
    expect(output).toBe(expectedOutputOf(path.join(fixtures, 'apiValues.mdx')));
  });
});
