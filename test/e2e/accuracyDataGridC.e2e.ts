/**
 * What the Data Grid pages from editing to virtualization say about MUI X 8.29.3, seen in their demos: each test
 * checks a sentence that was once wrong, by doing what the page tells the reader to do.
 */
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('Data Grid pages, editing to virtualization', () => {
  test('a refused save keeps the editor open on the refused value, and Escape brings back the saved one', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/editing/');
    const section = await demo(page, 'ProcessRowUpdateErrorGrid');
    const room = section.locator('.MuiDataGrid-row[data-id="1"] [data-field="room"]');
    await room.waitFor();
    await expect(room.textContent()).resolves.toBe('101');

    await room.dblclick();
    const input = room.locator('input');
    await input.fill('150');
    await input.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Room 150 does not exist.' }).waitFor();
    await expect(input.inputValue()).resolves.toBe('150');

    await input.press('Escape');
    await input.waitFor({ state: 'detached' });
    await expect(room.textContent()).resolves.toBe('101');
    expect(problems.errors).toEqual([]);
  });
});
