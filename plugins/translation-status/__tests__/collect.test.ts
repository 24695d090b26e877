import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectTranslations } from '../collect';
import { sourceHash, writeMarker } from '../marker';

let siteDir = '';

function write(file: string, text: string, day = '2026-11-20'): void {
  const full = path.join(siteDir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  const time = new Date(`${day}T12:00:00Z`);
  fs.utimesSync(full, time, time);
}

beforeEach(() => {
  // Outside any Git checkout: the English dates are the files' modification times.
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
});

afterEach(() => {
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe("a locale's translation status, read from the site's folders", () => {
  it('has a row for every English page and every translation, partials left out', async () => {
    const licensing = '# Licensing\n';
    write('docs/introduction/licensing.mdx', licensing, '2026-11-21');
    write('docs/introduction/support.mdx', '# Support\n', '2026-11-22');
    write('docs/react-data-grid/_shared.mdx', 'A partial.\n');
    const translations = 'i18n/zh/docusaurus-plugin-content-docs/current';
    write(`${translations}/introduction/licensing.mdx`, writeMarker('# 许可\n', { hash: sourceHash(licensing), date: '2026-11-21' }));
    write(`${translations}/introduction/removed.mdx`, '# 已删除\n');

    const rows = await collectTranslations(siteDir, 'docs', 'zh');
    expect(rows.map(({ page, state, englishDate }) => [page, state, englishDate])).toEqual([
      ['introduction/licensing.mdx', 'translated', '2026-11-21'],
      ['introduction/removed.mdx', 'malformed', null],
      ['introduction/support.mdx', 'missing', '2026-11-22'],
    ]);
  });

  it('is all missing for a locale without a translations folder', async () => {
    write('docs/index.mdx', '# MUI X\n');
    expect((await collectTranslations(siteDir, 'docs', 'fr')).map((row) => row.state)).toEqual(['missing']);
  });

  it('flags only the section whose English changed, in a copy of a real translated page', async () => {
    const repo = path.join(__dirname, '../../..');
    const page = 'react-data-grid/sorting.mdx';
    const translation = `i18n/zh/docusaurus-plugin-content-docs/current/${page}`;
    const english = fs.readFileSync(path.join(repo, 'docs', page), 'utf8');
    write(translation, fs.readFileSync(path.join(repo, translation), 'utf8'));
    write(`docs/${page}`, english);
    expect((await collectTranslations(siteDir, 'docs', 'zh')).map((row) => row.state)).toEqual(['translated']);

    const firstH2 = english.indexOf('\n## ');
    const nextH2 = english.indexOf('\n## ', firstH2 + 1);
    write(`docs/${page}`, `${english.slice(0, nextH2)}\nOne more English sentence.\n${english.slice(nextH2)}`, '2026-12-03');
    const [row] = await collectTranslations(siteDir, 'docs', 'zh');
    expect(row).toMatchObject({ state: 'outdated', englishDate: '2026-12-03' });
    const changedHeading = /^## (.*)$/m.exec(english.slice(firstH2))![1];
    expect(row!.sections).toEqual([{ id: expect.any(String), change: 'changed', title: changedHeading }]);
  });
});
