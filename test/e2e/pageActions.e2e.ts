/**
 * A page for your AI assistant: "Copy page" puts the page's Markdown export in the clipboard, its menu opens the
 * page in ChatGPT or Claude with a prompt naming that export and the versions it documents, and a demo's "Copy as
 * prompt" gives its code with the packages it needs, in English and in Chinese.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseUrl } from './support/browser';
import { demo } from './support/demo';
import { navigationPageUrls } from './support/site';
import { CLIPBOARD, expect, test } from './support/fixtures';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const root = path.join(__dirname, '../..');

function installedVersion(packageName: string): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8')) as { version: string }).version;
}

const major = (version: string) => version.split('.')[0];
const VERSIONS = `MUI X ${installedVersion('@mui/x-data-grid')}, React ${major(installedVersion('react'))}, Material UI ${major(installedVersion('@mui/material'))}`;

async function markdownExport(pathname: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The site's public origin, as the page's canonical link gives it. */
async function siteOrigin(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
}

const LOCALES = [
  {
    language: 'English',
    pathname: '/x/react-data-grid/pagination/',
    markdown: '/x/react-data-grid/pagination.md',
    heading: '# Pagination',
    copy: 'Copy page',
    copied: 'Copied the page as Markdown',
    more: 'More ways to use this page',
    menuCopy: 'Copy page as Markdown',
    chatGpt: 'Open in ChatGPT',
    claude: 'Open in Claude',
    prompt: (url: string) =>
      `Read ${url}, the Markdown of the MUI X documentation page "Pagination", so I can ask you questions about it. Answer for ${VERSIONS}.`,
    copyPrompt: 'Copy as prompt',
    demoIntro: (url: string) => `The BasicPagination demo of the MUI X documentation (${url}):`,
    packages: 'It needs these packages:',
  },
  {
    language: 'Chinese',
    pathname: '/zh/x/react-data-grid/pagination/',
    markdown: '/zh/x/react-data-grid/pagination.md',
    heading: '# 分页',
    copy: '复制页面',
    copied: '已将页面复制为 Markdown',
    more: '使用此页面的更多方式',
    menuCopy: '将页面复制为 Markdown',
    chatGpt: '在 ChatGPT 中打开',
    claude: '在 Claude 中打开',
    prompt: (url: string) => `请阅读 ${url}，这是 MUI X 文档页面“分页”的 Markdown 版本，之后我会就此页面向你提问。请按 ${VERSIONS} 作答。`,
    copyPrompt: '复制为提示词',
    demoIntro: (url: string) => `MUI X 文档中的 BasicPagination 示例（${url}）：`,
    packages: '它需要以下软件包：',
  },
];

/** The translation of an English docs page URL (`/x/react-data-grid/sorting/`), as Docusaurus finds it. */
function translatedTitle(pageUrl: string): string | null {
  const relative = pageUrl.replace(/^\/x\//, '').replace(/\/$/, '');
  const folder = path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current');
  const file = [`${relative}.mdx`, `${relative}/index.mdx`, `${relative}.md`, `${relative}/index.md`]
    .map((candidate) => path.join(folder, candidate))
    .find((candidate) => fs.existsSync(candidate));
  const title = file && /^title:\s*(.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
  return title ? title.replace(/^(['"])(.*)\1$/, '$2') : null;
}

test.describe('the Chinese Markdown exports', () => {
  // The API reference is generated from the packages' types, not written as docs pages: it has no export.
  const docsPageUrls = navigationPageUrls().filter((url) => !url.startsWith('/x/api/'));

  test('exist for every docs page, each made from its translation', async () => {
    const wrong: string[] = [];
    for (const url of docsPageUrls) {
      const response = await fetch(`${baseUrl()}/zh${url.replace(/\/$/, '')}.md`);
      const firstLine = (await response.text()).split('\n')[0];
      const title = translatedTitle(url);
      if (response.status !== 200 || (title !== null && firstLine !== `# ${title}`)) wrong.push(`${url}: ${response.status} ${firstLine}`);
    }
    expect(wrong).toEqual([]);
    expect(docsPageUrls.filter((url) => translatedTitle(url) !== null).length).toBeGreaterThan(docsPageUrls.length / 2);
  });
});

for (const locale of LOCALES) {
  test.describe(`on a ${locale.language} docs page`, () => {
    test('"Copy page" puts exactly the page\'s Markdown export in the clipboard, fetched on the click', async ({ openCheckedPage }) => {
      const { page, problems } = await openCheckedPage(locale.pathname, CLIPBOARD);
      const exported = await markdownExport(locale.markdown);
      expect(exported.startsWith(`${locale.heading}\n`)).toBe(true);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      expect(fetched).not.toContain(locale.markdown);
      await page.getByRole('button', { name: locale.copy, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: locale.copied }).waitFor()).resolves.toBeUndefined();
      expect(await clipboard(page)).toBe(exported);
      expect(fetched).toContain(locale.markdown);
      expect(problems.errors).toEqual([]);
    });

    test('opens a menu from the keyboard whose links send the page to ChatGPT and Claude with its prompt', async ({ openCheckedPage }) => {
      const { page, problems } = await openCheckedPage(locale.pathname, CLIPBOARD);
      // The open menu is modal: MUI hides the rest of the page from the accessibility tree, its button included.
      const more = page.locator(`button[aria-label="${locale.more}"]`);
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
      const prompt = locale.prompt(`${await siteOrigin(page)}${locale.markdown}`);
      const chatGpt = await menu.getByRole('menuitem', { name: new RegExp(`^${locale.chatGpt}`) }).getAttribute('href');
      const claude = await menu.getByRole('menuitem', { name: new RegExp(`^${locale.claude}`) }).getAttribute('href');
      // The e2e build's chat hosts (scripts/e2e-hosts.mjs): the hosts are settings.
      expect(chatGpt).toBe(`http://chatgpt.x-docs.test/?q=${encodeURIComponent(prompt)}`);
      expect(claude).toBe(`http://claude.x-docs.test/new?q=${encodeURIComponent(prompt)}`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect(more.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

      await more.click();
      await page.getByRole('menuitem', { name: new RegExp(`^${locale.menuCopy}`) }).click();
      await page.getByRole('status').filter({ hasText: locale.copied }).waitFor();
      expect(await clipboard(page)).toBe(await markdownExport(locale.markdown));
      expect(problems.errors).toEqual([]);
    });

    test('"Copy as prompt" on a demo gives its code, the module it imports and the versions of the packages it needs', async ({
      openCheckedPage,
    }) => {
      const { page, problems } = await openCheckedPage(locale.pathname, CLIPBOARD);
      const section = await demo(page, 'BasicPagination');
      // The clipboard outlives a test's context: an earlier test left this page's Markdown, which names the demo too.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await section.getByRole('button', { name: locale.copyPrompt }).click();
      // Polled from here: waitForFunction would take the promise an async check returns for a true value.
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('BasicPagination');
      const prompt = await clipboard(page);
      const demoSource = fs.readFileSync(path.join(root, 'docs/react-data-grid/demos/pagination/BasicPagination.tsx'), 'utf8');
      expect(
        prompt.startsWith(
          `${locale.demoIntro(`${await siteOrigin(page)}${locale.pathname}#BasicPagination`)}\n\n\`\`\`tsx\n${demoSource.trimEnd()}\n\`\`\``,
        ),
      ).toBe(true);
      expect(prompt).toContain('employees.ts');
      expect(prompt).toContain(`${locale.packages}\n\n`);
      expect(prompt).toContain(`- \`@mui/x-data-grid@^${installedVersion('@mui/x-data-grid')}\``);
      expect(prompt).toContain(`- \`@mui/material@^${major(installedVersion('@mui/material'))}.0.0\``);
      expect(prompt).toContain(`- \`react@^${major(installedVersion('react'))}.0.0\``);
      expect(problems.errors).toEqual([]);
    });
  });
}

test.describe('when copying the page fails', () => {
  test('says the Markdown could not be loaded, and the page stays', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/introduction/', CLIPBOARD);
    await page.route('**/x/introduction.md', (route) => route.abort());
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: "Copy failed: the page's Markdown could not be loaded." }).waitFor();
    expect(problems.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  test('says the browser refused the clipboard', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/introduction/', CLIPBOARD);
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      navigator.clipboard.writeText = refuse;
      navigator.clipboard.write = refuse;
    });
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Copy failed: the browser refused to write to the clipboard.' }).waitFor();
    expect(problems.errors).toEqual([]);
  });
});

test.describe("the page actions' code", () => {
  test('is not part of a text page until the pointer reaches the buttons', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/introduction/');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect((await scripts()).filter((url) => url.includes('lazy-page-actions'))).toEqual([]);
    await page.getByRole('button', { name: 'Copy page', exact: true }).hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('lazy-page-actions')));
  });
});
