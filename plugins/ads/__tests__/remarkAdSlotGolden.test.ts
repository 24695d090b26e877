/** @jest-environment node */
import path from 'node:path';
import { expectedOutputOf, transformMdx } from '@site/test/unit/remarkGolden';

const plugin = path.join(__dirname, '../remarkAdSlot.ts');
const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

describe('remarkAdSlot on a page', () => {
  it.each(['introduction.mdx', 'sectionFirst.mdx'])('turns %s into its .expected.mdx', async (name) => {
    await expect(transformMdx(plugin, fixture(name))).resolves.toBe(expectedOutputOf(fixture(name)));
  });
});
