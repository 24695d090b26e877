import fs from 'node:fs';
import path from 'node:path';
import { WRAPPER, wrapperFor } from '@site/plugins/perf/idle-prefetch';
import { onReadingPath } from '@site/plugins/perf/idle-prefetch/readingPath';

const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));

describe('idle-prefetch plugin', () => {
  it("swaps the client entry's import of the window.docusaurus object for the wrapper", () => {
    expect(wrapperFor('./docusaurus', coreClientDir)).toBe(WRAPPER);
    expect(fs.existsSync(WRAPPER)).toBe(true);
  });

  it('leaves the same request from anywhere else alone, the wrapper itself included', () => {
    expect(wrapperFor('./docusaurus', path.join(coreClientDir, 'exports'))).toBeUndefined();
    expect(wrapperFor('./docusaurus', path.dirname(WRAPPER))).toBeUndefined();
    expect(wrapperFor('./preload', coreClientDir)).toBeUndefined();
  });

  it('finds the import where the installed Docusaurus has it (fails after an upgrade moves it)', () => {
    const entry = fs.readFileSync(path.join(coreClientDir, 'clientEntry.js'), 'utf8');
    expect(entry).toMatch(/import docusaurus from '\.\/docusaurus';/);
    expect(entry).toMatch(/window\.docusaurus = docusaurus;/);
    const link = fs.readFileSync(path.join(coreClientDir, 'exports', 'Link.js'), 'utf8');
    expect(link).toMatch(/window\.docusaurus\.prefetch\(/);
  });
});

describe('what idle-prefetch fetches ahead', () => {
  it("prefetches the paginator's previous and next pages once in view, and no page only the sidebar or the text links to", () => {
    document.body.innerHTML = `
      <nav aria-label="Docs sidebar"><a href="/x/introduction/support/">Support</a><a href="/x/introduction/installation/">Installation</a></nav>
      <main>
        <article><p>See <a href="/x/introduction/telemetry/">telemetry</a>.</p></article>
        <nav class="pagination-nav" aria-label="Docs pages">
          <a class="pagination-nav__link" href="/x/introduction/installation/">Previous</a>
          <a class="pagination-nav__link" href="/x/introduction/priority-support/">Next</a>
        </nav>
      </main>`;
    const paginator = document.querySelector('.pagination-nav') as HTMLElement;
    const placeAt = (top: number) =>
      paginator.querySelectorAll('a').forEach((link) => {
        link.getBoundingClientRect = () => ({ top, bottom: top + 60 }) as DOMRect;
      });
    // Below the fold: the reader has not reached the end of the page.
    placeAt(window.innerHeight + 400);
    expect(onReadingPath('/x/introduction/installation/')).toBe(false);
    placeAt(window.innerHeight - 100);
    expect(onReadingPath('/x/introduction/installation/')).toBe(true);
    expect(onReadingPath('/x/introduction/priority-support/')).toBe(true);
    expect(onReadingPath('/x/introduction/telemetry/')).toBe(false);
    expect(onReadingPath('/x/introduction/support/')).toBe(false);
  });
});
