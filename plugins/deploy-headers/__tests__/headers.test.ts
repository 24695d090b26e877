import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMMUTABLE, headerRules, headersFile, securityRule } from '../headers';
import { writeDeployHeaders } from '../writeHeaders';
import { policySettingsFromEnv } from '../contentSecurityPolicy';
import { sha256Base64 } from '../inlineScripts';

describe('the _headers file', () => {
  it('keeps each locale’s fingerprinted assets a year and sends one policy for every path', () => {
    expect(headersFile([...headerRules(['/', '/zh/']), securityRule("default-src 'self'")])).toBe(
      [
        '# Written by plugins/deploy-headers after the build (scripts/build.mjs).',
        '/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/zh/assets/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '/*',
        "  Content-Security-Policy: default-src 'self'",
        '',
      ].join('\n'),
    );
  });

  describe('written after a locale’s build', () => {
    let root: string;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-headers-'));
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    function page(relativePath: string, html: string) {
      fs.mkdirSync(path.dirname(path.join(root, relativePath)), { recursive: true });
      fs.writeFileSync(path.join(root, relativePath), html);
    }

    function policyLine(): string {
      return fs
        .readFileSync(path.join(root, '_headers'), 'utf8')
        .split('\n')
        .find((line) => line.includes('Content-Security-Policy:'))!;
    }

    it('allows the inline scripts of every locale’s pages, the Chinese build’s under zh/ included', async () => {
      page('x/introduction/index.html', '<html><head><script>var a = 1;</script></head></html>');
      page('index.html', "<html><head><script>window.location.href = '/x/introduction/';</script></head></html>");
      await writeDeployHeaders(root, ['/', '/zh/'], policySettingsFromEnv({}));
      expect(policyLine()).not.toContain(sha256Base64('var b = 2;'));
      page('zh/x/introduction/index.html', '<html><head><script>var b = 2;</script></head></html>');
      await writeDeployHeaders(root, ['/', '/zh/'], policySettingsFromEnv({}));
      for (const script of ['var a = 1;', "window.location.href = '/x/introduction/';", 'var b = 2;']) {
        expect(policyLine()).toContain(`'sha256-${sha256Base64(script)}'`);
      }
    });

    it('fails the build, naming the page, when a page runs script from an attribute', async () => {
      page('x/fonts/index.html', '<html><head><link rel="preload" href="/a.css" onload="this.rel=\'stylesheet\'"></head></html>');
      await expect(writeDeployHeaders(root, ['/'], policySettingsFromEnv({}))).rejects.toThrow(/x\/fonts\/index\.html: link\[onload\]/);
    });
  });
});
