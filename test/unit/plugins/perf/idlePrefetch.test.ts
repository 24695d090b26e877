import fs from 'node:fs';
import path from 'node:path';
import { WRAPPER, wrapperFor } from '@site/plugins/perf/idle-prefetch';

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
