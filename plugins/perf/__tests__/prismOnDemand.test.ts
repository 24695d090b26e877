import fs from 'node:fs';
import path from 'node:path';
import { HIGHLIGHTER_ALIAS, STARTUP_MODULE, highlighterModule } from '@site/plugins/perf/prism-on-demand';

describe('prism-on-demand plugin', () => {
  it("matches theme-classic's start-up module as Docusaurus lists it among the client modules", () => {
    const listed = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(fs.existsSync(listed)).toBe(true);
    expect(STARTUP_MODULE.test(listed)).toBe(true);
    expect(STARTUP_MODULE.test(listed.replace(/\.js$/, ''))).toBe(true);
    expect(STARTUP_MODULE.test(path.join(path.dirname(listed), 'nprogress.js'))).toBe(false);
    expect(STARTUP_MODULE.test(path.join(path.dirname(listed), 'theme', 'prism-include-languages.js'))).toBe(false);
  });

  it('gives the server bundle the highlighter that renders at once and the browser the one that loads on request', () => {
    expect(HIGHLIGHTER_ALIAS).toBe('@x-docs/code-highlighter');
    expect(path.basename(highlighterModule(true))).toBe('highlighter.server.ts');
    expect(path.basename(highlighterModule(false))).toBe('highlighter.client.ts');
    expect(fs.existsSync(highlighterModule(true))).toBe(true);
    expect(fs.existsSync(highlighterModule(false))).toBe(true);
  });
});
