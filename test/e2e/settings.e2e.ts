import type { Page } from '@playwright/test';
import { getContrastRatio } from '@mui/system/colorManipulator';
import { baseUrl, gotoAndSettle } from './support/browser';
import { chooseSetting, closeSettings, htmlTheme, openSettings, systemTurns } from './support/settings';
import { pageAnswers } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('colour mode', () => {
  test("takes the theme's colours of both modes from the stylesheet every page shares, not from styles written into the page", async ({
    openPage,
  }) => {
    const { page } = await openPage({ colorScheme: 'light' });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    expect(await page.locator('style[data-emotion*="-global"]').count()).toBe(0);
    // The colour the theme's primary variable resolves to: hsl(210, 100%, 42%) in light mode, hsl(210, 100%, 60%) in dark.
    const primary = () =>
      page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'var(--mui-palette-primary-main)';
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
    await expect(primary()).resolves.toBe('rgb(0, 107, 214)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(primary()).resolves.toBe('rgb(51, 153, 255)');
  });

  test('turns the whole page dark and keeps it dark from the first paint after a reload', async ({ openPage }) => {
    const { page, problems } = await openPage({ colorScheme: 'light' });
    await gotoAndSettle(page, '/x/react-charts/');
    await openSettings(page);
    await chooseSetting(page, 'Dark');
    // The choice's pressed look follows the page's new colours, after the colour mode's transition (ModeChoice).
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await closeSettings(page);
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    const state = await page.evaluate(() => ({
      bodyClass: document.body.className,
      theme: document.documentElement.getAttribute('data-theme'),
      background: getComputedStyle(document.documentElement).backgroundColor,
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }));
    expect(state.bodyClass).toContain('mode-dark');
    expect(state.theme).toBe('dark');
    const [red = 255, green = 255, blue = 255] = (state.background.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(red, green, blue)).toBeLessThan(40);
    expect(state.themeColor).toBe('hsl(210, 14%, 7%)');

    // Before any script of the page runs, the stored mode is already applied.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { themeAtParse: string | null }).themeAtParse = document.documentElement.getAttribute('data-theme');
        }
      });
    });
    await gotoAndSettle(page, '/x/react-charts/');
    await expect(page.evaluate(() => (window as unknown as { themeAtParse: string | null }).themeAtParse)).resolves.toBe('dark');
    // Docusaurus stores the choice under its own key; the site keeps no second copy.
    await expect(page.evaluate(() => [window.localStorage.getItem('theme'), window.localStorage.getItem('mui-mode')])).resolves.toEqual([
      'dark',
      null,
    ]);
    expect(problems.errors).toEqual([]);
  });

  test('takes the new colours at once, with no fade, and links fade on hover again right after', async ({ openPage }) => {
    const { page, problems } = await openPage({ colorScheme: 'light' });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await openSettings(page);
    // The click left the pointer on the Settings button, whose hover fades out once the drawer covers it; under load
    // that fade can start after this point. Wait for it, and the backdrop's, to end: they are not the switch's.
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button:hover')].some((button) => !button.closest('[role="dialog"]')) &&
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
    );
    await page.evaluate(() => {
      const started: string[] = [];
      Object.assign(window, { __transitionsStarted: started });
      // The page's own elements: the drawer's MUI controls keep their fades.
      window.addEventListener(
        'transitionrun',
        (event) => {
          const target = event.target as Element;
          if (!target.closest('[role="dialog"]')) started.push(`${target.tagName} ${event.propertyName}`);
        },
        true,
      );
    });
    await chooseSetting(page, 'Dark');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-color-switch'));
    await page.waitForTimeout(500);
    // Nothing of the page faded into the dark colours: its links, buttons and breadcrumbs took them in the switch's frame.
    await expect(page.evaluate(() => (window as unknown as { __transitionsStarted: string[] }).__transitionsStarted)).resolves.toEqual([]);
    await closeSettings(page);
    const link = page.locator('.table-of-contents__link').first();
    await expect(link.evaluate((element) => getComputedStyle(element).transitionProperty)).resolves.toContain('color');
    await page.evaluate(() => (window as unknown as { __transitionsStarted: string[] }).__transitionsStarted.splice(0));
    await link.hover();
    await page.waitForFunction(() => (window as unknown as { __transitionsStarted: string[] }).__transitionsStarted.includes('A color'));
    expect(problems.errors).toEqual([]);
  });

  test('changes the mode of the other open tabs', async ({ openPage }) => {
    const { page } = await openPage({ colorScheme: 'light' });
    const other = await page.context().newPage();
    await gotoAndSettle(page, '/x/introduction/');
    await gotoAndSettle(other, '/x/react-tree-view/');
    expect(await htmlTheme(other)).toBe('light');
    await openSettings(page);
    await chooseSetting(page, 'Dark');
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    // The body class follows Docusaurus's mode a render later.
    await other.waitForFunction(() => document.body.classList.contains('mode-dark'));
  });

  test('follows the OS preference live in System mode', async ({ openPage }) => {
    const { page } = await openPage({ colorScheme: 'light' });
    await gotoAndSettle(page, '/x/introduction/');
    await openSettings(page);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'System', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await systemTurns(page, 'dark');
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    await systemTurns(page, 'light');
  });

  test('falls back to the default, System, when the stored mode is corrupt', async ({ openPage }) => {
    const { page, problems } = await openPage({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('storedOnce')) {
        sessionStorage.setItem('storedOnce', 'yes');
        window.localStorage.setItem('theme', 'purple');
      }
    });
    await gotoAndSettle(page, '/x/introduction/');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expect(page.evaluate(() => window.localStorage.getItem('theme'))).resolves.toBeNull();
    await openSettings(page);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'System', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await chooseSetting(page, 'Light');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('direction', () => {
  test("is in the served page's <body>, so hydration leaves the body's direction as it found it", async ({ openPage }) => {
    const { page, problems } = await openPage();
    // The body's dir as the page was parsed, then every write of it (even of the same value, Chromium restyles the
    // whole page): none for a reader who reads left to right.
    await page.addInitScript(() => {
      const changes: (string | null)[] = [];
      Object.assign(window, { __bodyDirChanges: changes });
      document.addEventListener('DOMContentLoaded', () => {
        changes.push(document.body.getAttribute('dir'));
        new MutationObserver((records) => {
          for (const record of records) changes.push((record.target as Element).getAttribute('dir'));
        }).observe(document.body, { attributeFilter: ['dir'] });
      });
    });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await pageAnswers(page);
    const changes = await page.evaluate(() => (window as unknown as { __bodyDirChanges: (string | null)[] }).__bodyDirChanges);
    expect(changes).toEqual(['ltr']);
    expect(problems.errors).toEqual([]);
  });

  test('flips the page right to left and back without a reload, code still reading left to right', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    await gotoAndSettle(page, '/x/react-tree-view/');
    await openSettings(page);
    await chooseSetting(page, 'Right to left');
    await closeSettings(page);
    const layout = await page.evaluate(() => {
      const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]')!.getBoundingClientRect();
      const content = document.querySelector('article')!.getBoundingClientRect();
      const frame = document.querySelector('.demo-frame')!.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(document.querySelector('.MuiTreeItem-label')!);
      const label = text.getBoundingClientRect();
      // A package name that starts a table cell: with nothing before it, the bidirectional algorithm takes its "@" for
      // a right-to-left character and moves it to the name's right end.
      const packageName = [...document.querySelectorAll('article td > code')].find((code) => code.textContent === '@mui/x-tree-view')!;
      const glyph = (index: number) => {
        const range = document.createRange();
        range.setStart(packageName.firstChild!, index);
        range.setEnd(packageName.firstChild!, index + 1);
        return range.getBoundingClientRect();
      };
      // A cell listing the community components: in English order, the first name is the leftmost.
      const [firstName, secondName] = [...document.querySelectorAll('article td')]
        .find((cell) => cell.firstElementChild?.textContent === 'SimpleTreeView')!
        .querySelectorAll('code');
      return {
        bodyDir: document.body.getAttribute('dir'),
        atSignRight: glyph(0).right,
        letterAfterItLeft: glyph(1).left,
        firstNameLeft: firstName!.getBoundingClientRect().left,
        secondNameLeft: secondName!.getBoundingClientRect().left,
        sidebarLeft: sidebar.left,
        contentLeft: content.left,
        labelGapToRight: frame.right - label.right,
        labelGapToLeft: label.left - frame.left,
      };
    });
    expect(layout.bodyDir).toBe('rtl');
    expect(layout.sidebarLeft).toBeGreaterThan(layout.contentLeft);
    expect(layout.labelGapToRight).toBeLessThan(layout.labelGapToLeft);
    // Code still reads left to right: "@mui/x-tree-view", not "mui/x-tree-view@", and a list of names in English order.
    expect(layout.atSignRight).toBeLessThanOrEqual(layout.letterAfterItLeft + 1);
    expect(layout.firstNameLeft).toBeLessThan(layout.secondNameLeft);

    await openSettings(page);
    await chooseSetting(page, 'Left to right');
    await closeSettings(page);
    const restored = await page.evaluate(() => ({
      bodyDir: document.body.getAttribute('dir'),
      sidebarLeft: document.querySelector('nav[aria-label="Docs sidebar"]')!.getBoundingClientRect().left,
      contentLeft: document.querySelector('article')!.getBoundingClientRect().left,
    }));
    expect(restored.bodyDir).toBe('ltr');
    expect(restored.sidebarLeft).toBeLessThan(restored.contentLeft);
    expect(problems.errors).toEqual([]);
  });
});

/** Computed corners of a demo's TS/JS toggle buttons and the geometry of the grid footer's pagination. */
function mirroringProbe(page: Page) {
  return page.evaluate(() => {
    const [first, last] = [...document.querySelectorAll<HTMLElement>('[role="toolbar"] .MuiToggleButtonGroup-root button')];
    const corners = (button: HTMLElement | undefined) => {
      const style = getComputedStyle(button!);
      return [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius];
    };
    const box = (selector: string) => document.querySelector(`.MuiTablePagination-root ${selector}`)!.getBoundingClientRect();
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    const select = box('[role="combobox"]');
    const icon = box('.MuiSelect-icon');
    const value = document.createRange();
    value.selectNodeContents(document.querySelector('.MuiTablePagination-root [role="combobox"]')!.firstChild!);
    const text = value.getBoundingClientRect();
    return {
      first: corners(first),
      last: corners(last),
      iconOverlapsValue: icon.left < text.right && text.left < icon.right,
      labelOffset: Math.abs(middle(box('.MuiTablePagination-selectLabel')) - middle(select)),
      rowsOffset: Math.abs(middle(box('.MuiTablePagination-displayedRows')) - middle(select)),
    };
  });
}

test.describe('right to left, MUI components included', () => {
  test("mirrors every MUI component's styles and keeps the grid footer aligned", async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    await gotoAndSettle(page, '/x/react-data-grid/');
    await page.locator('.MuiTablePagination-root [role="combobox"]').first().waitFor();
    const ltr = await mirroringProbe(page);
    // Left to right: the first button's left corners are round, its right corners square.
    expect(ltr.first[0]).not.toBe('0px');
    expect(ltr.first[1]).toBe('0px');
    expect(ltr.iconOverlapsValue).toBe(false);
    expect(ltr.labelOffset).toBeLessThanOrEqual(2);
    expect(ltr.rowsOffset).toBeLessThanOrEqual(2);

    await openSettings(page);
    await chooseSetting(page, 'Right to left');
    await closeSettings(page);
    const rtl = await mirroringProbe(page);
    const mirror = ([topLeft, topRight, bottomLeft, bottomRight]: string[]) => [topRight, topLeft, bottomRight, bottomLeft];
    expect(rtl.first).toEqual(mirror(ltr.first));
    expect(rtl.last).toEqual(mirror(ltr.last));
    expect(rtl.iconOverlapsValue).toBe(false);
    expect(rtl.labelOffset).toBeLessThanOrEqual(2);
    expect(rtl.rowsOffset).toBeLessThanOrEqual(2);
    expect(problems.errors).toEqual([]);
  });

  test("moves the settings drawer to the other side in the click's own task, on a page of demos", async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    await gotoAndSettle(page, '/x/react-data-grid/');
    await openSettings(page);
    const edges = await page.evaluate(async () => {
      const drawer = document.querySelector<HTMLElement>('[role="dialog"]')!;
      const edgesOf = () => {
        const { left, right } = drawer.getBoundingClientRect();
        return [Math.round(left), Math.round(right)];
      };
      const before = edgesOf();
      [...drawer.querySelectorAll('button')].find((button) => button.textContent === 'Right to left')!.click();
      // React renders a click's update in a microtask; a deferred render would wait for a later task.
      await Promise.resolve();
      await Promise.resolve();
      return { before, after: edgesOf() };
    });
    expect(edges.before[1]).toBe(1280);
    expect(edges.after[0]).toBe(0);
    await closeSettings(page);
    expect(problems.errors).toEqual([]);
  });

  test('keeps <html> and <body> right to left after a client-side navigation', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    await gotoAndSettle(page, '/x/react-tree-view/');
    await openSettings(page);
    await chooseSetting(page, 'Right to left');
    await closeSettings(page);
    await page.locator('footer').getByRole('link', { name: 'Licensing', exact: true }).click();
    await page.waitForURL('**/x/introduction/licensing/');
    await page.getByRole('heading', { level: 1, name: 'Licensing' }).waitFor();
    // Give the head manager the frames in which it would have written the locale's direction back.
    await pageAnswers(page);
    await expect(page.evaluate(() => [document.documentElement.dir, document.body.dir])).resolves.toEqual(['rtl', 'rtl']);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('density', () => {
  test("makes a demo's buttons small and the drawer's own buttons visibly shorter, and the reset restores them", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/');
    const height = (locator: ReturnType<typeof page.locator>) => locator.evaluate((element) => element.getBoundingClientRect().height);
    // Located by text: while the drawer is open, the page behind it is hidden from the accessibility tree.
    const clear = page.locator('.demo-frame button', { hasText: 'Clear' });
    await expect(clear).not.toHaveClass(/MuiButton-sizeSmall/);
    const clearBefore = await height(clear);
    await openSettings(page);
    const dark = page.getByRole('dialog').getByRole('button', { name: 'Dark', exact: true });
    const darkBefore = await height(dark);
    await page.getByRole('dialog').getByRole('switch', { name: 'Dense' }).check();
    // The demos follow the setting in a deferred render, just after the switch itself.
    await expect(clear).toHaveClass(/MuiButton-sizeSmall/);
    await page.waitForFunction((before) => {
      const button = [...document.querySelectorAll('.demo-frame button')].find((element) => element.textContent === 'Clear');
      return button !== undefined && button.getBoundingClientRect().height < before;
    }, clearBefore);
    expect(await height(clear)).toBeLessThanOrEqual(clearBefore - 4);
    expect(await height(dark)).toBeLessThanOrEqual(darkBefore - 4);

    await chooseSetting(page, 'Reset density');
    await expect(clear).not.toHaveClass(/MuiButton-sizeSmall/);
  });
});

test.describe('the settings drawer from the keyboard', () => {
  test('rings every control it reaches with Tab, at 3:1 or more on the drawer, in light mode then in dark mode', async ({ openPage }) => {
    const { page, problems } = await openPage({ colorScheme: 'light' });
    await gotoAndSettle(page, '/x/react-date-pickers/');
    await openSettings(page);
    const drawer = page.getByRole('dialog');
    const controls = await drawer.locator('button, input').count();
    /** Tabs round the drawer once, checking each control's ring against the drawer's colour; returns their names. */
    async function ringedControls(): Promise<string[]> {
      const background = await drawer.evaluate((paper) => getComputedStyle(paper).backgroundColor);
      const seen: string[] = [];
      for (let step = 0; step < controls + 2; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          // A switch's input is invisible: its ring is drawn on the round area around the thumb.
          const ringed = element.matches('input') ? element.parentElement! : element;
          const style = getComputedStyle(ringed);
          return {
            name: element.getAttribute('aria-label') ?? element.closest('label')?.textContent ?? element.textContent ?? '',
            inDrawer: element.closest('[role="dialog"]') !== null,
            outlineStyle: style.outlineStyle,
            outlineWidth: parseFloat(style.outlineWidth),
            outlineColor: style.outlineColor,
          };
        });
        expect(focused.inDrawer).toBe(true);
        if (seen.includes(focused.name)) break;
        seen.push(focused.name);
        expect({ name: focused.name, style: focused.outlineStyle }).toEqual({ name: focused.name, style: 'solid' });
        expect(focused.outlineWidth).toBeGreaterThanOrEqual(2);
        expect(getContrastRatio(focused.outlineColor, background)).toBeGreaterThanOrEqual(3);
      }
      return seen;
    }
    const everyControl = expect.arrayContaining(['Close settings', 'Light', 'Right to left', 'Dense', 'TypeScript', 'Tailwind']);
    expect(await ringedControls()).toEqual(everyControl);

    // The system turns dark with the drawer open; the site follows, as no mode was chosen.
    await systemTurns(page, 'dark');
    expect(await ringedControls()).toEqual(everyControl);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('code variant', () => {
  test('selects JavaScript from a #Demo.js anchor and saves it in a cookie', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/#ProjectFilesTree.js');
    const cookies = await page.context().cookies(baseUrl());
    const cookie = cookies.find((entry) => entry.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);
    await openSettings(page);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  for (const pathname of ['/x/introduction/licensing/#setup.js', '/x/react-tree-view/#overview.tsx']) {
    test(`leaves the saved variant alone for ${pathname}, a fragment that names no demo of the page`, async ({ openPage }) => {
      const { page, problems } = await openPage();
      await page.context().addCookies([{ name: 'codeVariant', value: pathname.endsWith('.js') ? 'TS' : 'JS', url: baseUrl() }]);
      await gotoAndSettle(page, pathname);
      const cookies = await page.context().cookies(baseUrl());
      expect(cookies.find((entry) => entry.name === 'codeVariant')?.value).toBe(pathname.endsWith('.js') ? 'TS' : 'JS');
      expect(problems.errors).toEqual([]);
    });
  }

  test('saves the code styling choice', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    await openSettings(page);
    await chooseSetting(page, 'Tailwind');
    const cookies = await page.context().cookies(baseUrl());
    expect(cookies.find((entry) => entry.name === 'codeStyling')?.value).toBe('Tailwind');
  });

  test('ignores a corrupt code variant cookie', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await page.context().addCookies([{ name: 'codeVariant', value: '%%%', url: baseUrl() }]);
    await gotoAndSettle(page, '/x/introduction/');
    await openSettings(page);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'TypeScript' }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('code highlighting stylesheet', () => {
  test("is fetched into the theme cascade layer, in the block the page's head has for it", async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/introduction/installation/');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-href$="code-theme.css"]')];
          const layer = styles[0]?.sheet?.cssRules[0] as CSSLayerBlockRule | undefined;
          const block = layer?.cssRules[0] as CSSLayerBlockRule | undefined;
          const keyword = getComputedStyle(document.querySelector('.theme-code-block') ?? document.body).getPropertyValue(
            '--code-token-keyword',
          );
          return { styles: styles.length, layer: layer?.name, rules: block?.cssRules.length, keyword: keyword.trim() };
        }),
      )
      .toEqual({ styles: 1, layer: 'theme', rules: 2, keyword: '#a3127a' });
  });

  test('falls back to a plain stylesheet when the fetch fails', async ({ openPage }) => {
    const { page } = await openPage();
    let requests = 0;
    await page.route('**/code-theme.css', async (route) => {
      requests += 1;
      // The preload and the fetch fail; the fallback <link> gets the file.
      if (requests <= 2 && route.request().resourceType() !== 'stylesheet') {
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.goto(`${baseUrl()}/x/introduction/installation/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('link[rel="stylesheet"][href$="code-theme.css"]', { state: 'attached' });
    const keywordColor = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.theme-code-block') ?? document.body)
        .getPropertyValue('--code-token-keyword')
        .trim(),
    );
    expect(keywordColor).toBe('#a3127a');
  });
});
