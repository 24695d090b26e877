/**
 * What the Tree View pages say about selection, focus and expansion, checked on their demos in the production
 * build: each test presses what the page tells the reader to press and reads what the demo then shows.
 */
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

/** The named demo of the open page, once its tree is on screen. */
async function shownTreeDemo(page: Page, name: string): Promise<Locator> {
  const section = await demo(page, name);
  await section.getByRole('tree').waitFor();
  return section;
}

/** Opens a page and returns the named demo once its tree is on screen. */
async function treeDemo(page: Page, pathname: string, name: string): Promise<Locator> {
  await gotoAndSettle(page, pathname);
  return shownTreeDemo(page, name);
}

/** The row (content) of the item whose label is exactly `label`. */
const row = (section: Locator, label: string) => section.getByText(label, { exact: true }).locator('xpath=..');

/** The `treeitem` element of the item whose label is exactly `label`. */
const treeItem = (section: Locator, label: string) =>
  section.getByText(label, { exact: true }).locator('xpath=ancestor::*[@role="treeitem"][1]');

test.describe('Tree View pages, as readers try them', () => {
  test('single selection: a click keeps the selected item, Space clears it, Enter selects a leaf again', async ({ openPage }) => {
    const { page, problems } = await openPage();
    const section = await treeDemo(page, '/x/react-tree-view/rich-tree-view/selection/', 'SelectionStatusTree');
    const status = section.getByText(/^Selected item:/);
    await expect(status.textContent()).resolves.toBe('Selected item: risotto');

    await section.getByText('Mushroom risotto', { exact: true }).click();
    await expect(status.textContent()).resolves.toBe('Selected item: risotto');

    await page.keyboard.press('Space');
    await status.filter({ hasText: 'Selected item: none' }).waitFor();

    await page.keyboard.press('Enter');
    await status.filter({ hasText: 'Selected item: risotto' }).waitFor();
    await page.keyboard.press('Enter');
    await expect(status.textContent()).resolves.toBe('Selected item: risotto');

    // Ctrl+A ignores isItemSelectionDisabled; the demo keeps the aisles out of its basket itself.
    const pantry = await demo(page, 'SelectableLeavesTree');
    await pantry.getByText('Cumin seeds', { exact: true }).click();
    await page.keyboard.press('Control+A');
    await pantry.getByText('In the basket: basmati, oats, cumin, paprika').waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('checkbox selection without parent propagation: a parent with every child ticked stays indeterminate; a saved selection gets its parents on mount', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const section = await treeDemo(page, '/x/react-tree-view/rich-tree-view/selection/', 'CheckboxSelectionTree');
    const clothesBox = row(section, 'Clothes').locator('input[type="checkbox"]');
    await expect(clothesBox.getAttribute('data-indeterminate')).resolves.toBe('true');

    await row(section, 'Rain jacket').locator('input[type="checkbox"]').click();
    await row(section, 'Hiking boots').locator('input[type="checkbox"]').click();
    await section.getByText('Packed: 3 of 8 entries').waitFor();
    await expect(clothesBox.isChecked()).resolves.toBe(false);
    await expect(clothesBox.getAttribute('data-indeterminate')).resolves.toBe('true');
    await expect(treeItem(section, 'Clothes').getAttribute('aria-checked')).resolves.toBe('mixed');

    await clothesBox.click();
    await section.getByText('Packed: 4 of 8 entries').waitFor();
    await expect(clothesBox.getAttribute('data-indeterminate')).resolves.toBe('false');

    // A saved selection of leaves: the tree keeps it as it is, the hook adds the parent whose children are all in it.
    const saved = await demo(page, 'SavedPermissionsTree');
    const asSaved = saved.getByRole('tree', { name: 'As saved' });
    const applied = saved.getByRole('tree', { name: 'Propagation applied on mount' });
    await applied.waitFor();
    await saved.getByText('Selected: projects.read, billing.read, billing.pay', { exact: true }).waitFor();
    await saved.getByText('Selected: projects.read, billing.read, billing.pay, billing', { exact: true }).waitFor();
    // Both trees draw Billing ticked (its children are all selected); only the second holds it in its selection.
    await expect(treeItem(asSaved, 'Billing')).toHaveAttribute('aria-checked', 'true');
    await expect(treeItem(applied, 'Billing')).toHaveAttribute('aria-checked', 'true');
    await expect(treeItem(asSaved, 'Projects')).toHaveAttribute('aria-checked', 'mixed');
    await expect(treeItem(applied, 'Projects')).toHaveAttribute('aria-checked', 'mixed');
  });

  test('focus versus selection: Space on the item selected from code deselects it', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-tree-view/rich-tree-view/focus/');
    const section = await shownTreeDemo(page, 'FocusVersusSelectionRich');
    await section.getByRole('button', { name: 'Focus and select the panel' }).click();
    const line = section.getByText(/^Focused: /);
    await line.filter({ hasText: 'Focused: panel · Selected: panel' }).waitFor();
    await page.keyboard.press('Space');
    await line.filter({ hasText: 'Focused: panel · Selected: none' }).waitFor();
  });

  test('onItemFocus: once with the focus event on a click, twice on an arrow key (the focus event, then the keydown); * opens a disabled sibling', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-tree-view/simple-tree-view/focus/');
    const section = await shownTreeDemo(page, 'FocusLogSimple');
    await section.getByText('08:15 to Ashford', { exact: true }).click();
    await section.getByText('train-0815 (focus)', { exact: true }).waitFor();
    await expect(section.getByText(/^train-0815 \(/).count()).resolves.toBe(1);
    await page.keyboard.press('ArrowDown');
    await section.getByText('train-0842 (keydown)', { exact: true }).waitFor();
    // The log lists the newest call first.
    await expect(section.getByText(/^train-\d+ \(/).allTextContents()).resolves.toEqual([
      'train-0842 (keydown)',
      'train-0842 (focus)',
      'train-0815 (focus)',
    ]);

    // Arrow Right and clicks leave a disabled item closed; * opens every expandable sibling, the disabled spa included.
    const spaDemo = await shownTreeDemo(page, 'DisabledFocusableSimple');
    const spa = treeItem(spaDemo, 'Spa (opens in May)');
    await expect(spa.getAttribute('aria-expanded')).resolves.toBe('false');
    await spaDemo.getByText('Facilities', { exact: true }).click();
    await page.keyboard.press('*');
    await spaDemo.getByText('Massage rooms', { exact: true }).waitFor();
    await expect(spa.getAttribute('aria-expanded')).resolves.toBe('true');
  });

  test('with label editing on, a click on a label selects without expanding; the arrow icon expands; a blur can cancel', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-tree-view/rich-tree-view/editing/');
    const section = await shownTreeDemo(page, 'RenameItemsTree');
    const focusItem = treeItem(section, 'Focus');
    await section.getByText('Focus', { exact: true }).click();
    await expect(focusItem.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(focusItem.getAttribute('aria-expanded')).resolves.toBe('false');

    await row(section, 'Focus').locator('svg').first().click();
    await section.getByText('Piano', { exact: true }).waitFor();
    await expect(focusItem.getAttribute('aria-expanded')).resolves.toBe('true');

    // An onBlur that cancels: a click outside the field discards the new name, only Enter saves it.
    const playlists = await shownTreeDemo(page, 'DiscardOnBlurTree');
    const lastSaved = playlists.getByText(/^Last saved: /);
    await playlists.getByText('Deep focus', { exact: true }).dblclick();
    await playlists.getByRole('textbox').fill('Study');
    await lastSaved.click();
    await playlists.getByText('Deep focus', { exact: true }).waitFor();
    await expect(lastSaved.innerText()).resolves.toBe('Last saved: nothing yet');
    await playlists.getByText('Deep focus', { exact: true }).dblclick();
    await playlists.getByRole('textbox').fill('Study');
    await page.keyboard.press('Enter');
    await lastSaved.filter({ hasText: 'Last saved: focus: Study' }).waitFor();
    await playlists.getByText('Study', { exact: true }).waitFor();
  });

  test('type-ahead: lower-case letters move focus, a capital typed with Shift does not, and c wraps round the tree', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-tree-view/accessibility/');
    const section = await shownTreeDemo(page, 'TypeAheadTree');
    await section.getByText('Brie', { exact: true }).click();
    const focused = section.getByText(/^Focused: /);
    await focused.filter({ hasText: 'Focused: brie.' }).waitFor();
    await page.keyboard.press('Shift+G');
    await page.keyboard.press('g');
    await focused.filter({ hasText: 'Focused: gouda.' }).waitFor();
    await page.keyboard.press('Shift+H');
    await page.keyboard.press('ArrowDown');
    await focused.filter({ hasText: 'Focused: gruyère.' }).waitFor();
    // From Gruyère, c wraps round to the counter at the top, then steps through the four cheeses and back to the counter.
    for (const next of ['counter', 'caerphilly', 'camembert', 'cheddar', 'comté', 'counter']) {
      await page.keyboard.press('c');
      await focused.filter({ hasText: `Focused: ${next}.` }).waitFor();
    }
  });

  test('accessibility keyboard map: with multiSelect, Enter on a leaf toggles its selection', async ({ openPage }) => {
    const { page } = await openPage();
    const section = await treeDemo(page, '/x/react-tree-view/accessibility/', 'KeyboardPlaygroundTree');
    await section.getByText('Magazines', { exact: true }).click();
    const selected = section.getByText(/^Selected: /);
    await selected.filter({ hasText: 'Selected: magazines' }).waitFor();
    await page.keyboard.press('Enter');
    await selected.filter({ hasText: 'Selected: none' }).waitFor();
    await page.keyboard.press('Enter');
    await selected.filter({ hasText: 'Selected: magazines' }).waitFor();
  });
});
